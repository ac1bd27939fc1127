import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useScheduleEstimate } from '../../hooks/use-schedule-estimate';
import { spansDays } from '../../lib/planned-time';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { CompetitorCouples } from './competitor-couples';
import { competitorDay } from './competitor-day';
import { CompetitorEvents } from './competitor-events';
import { CompetitorWaitlists } from './competitor-waitlists';
import { HeatsToCome } from './heats-to-come';
import { levelsText } from '@floorcraft/domain';

/**
 * /competitors/{id}: the page a competitor keeps open all day. Their couples
 * and numbers, the heats to come with the planned time and, once the day
 * runs, the time now expected (the domain's `scheduleEstimate`, re-read
 * every minute), every event with its rounds and the recalls and places as
 * they are posted. Live from the public view; bookmarkable.
 */
export function Component() {
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  const id = useParams().id ?? '';
  const day = useMemo(
    () => (competition ? competitorDay(competition, id) : undefined),
    [competition, id],
  );
  const estimate = useScheduleEstimate(competition);
  const withDay = useMemo(
    () =>
      competition
        ? spansDays(
            competition.metadata,
            Object.values(estimate?.rounds ?? {}).map((round) => round.planned),
          )
        : false,
    [competition, estimate],
  );
  if (!competition || !estimate) {
    return (
      <Page title="Competitor">
        <CompetitionPending />
      </Page>
    );
  }
  if (!day) {
    return (
      <Page title="No such competitor">
        <Text>
          No dancer is registered under “{id}”. The link may be mistyped, or the dancer may have
          withdrawn.
        </Text>
        <Anchor component={Link} to={hrefFor('competitors', slug)} underline="always">
          Find a dancer on the competitors list
        </Anchor>
      </Page>
    );
  }
  const levels = levelsText(day.competitor.levels);
  return (
    <Page title={day.competitor.name}>
      <Text c="gray.8">
        {day.competitor.affiliation}
        {levels && ` · ${levels}`}
        {day.competitor.ageGroup && ` · ${day.competitor.ageGroup}`}
      </Text>
      <Stack gap="xl">
        <HeatsToCome heats={day.heats} estimate={estimate} withDay={withDay} />
        <CompetitorCouples couples={day.couples} slug={slug} />
        <CompetitorEvents events={day.events} estimate={estimate} withDay={withDay} slug={slug} />
        <CompetitorWaitlists places={day.waitlisted} slug={slug} />
      </Stack>
    </Page>
  );
}
