import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ScheduleEstimate } from '@floorcraft/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { CompetitorLink } from '../../widgets/competitor-link';
import { expectedTimeText } from '../../widgets/expected-time/expected-time-text';
import { hrefFor } from '../../config/paths';
import { isToCome, type CompetitorEvent } from './competitor-day';
import { statusText } from './round-status';
import classes from './competitor-page.module.css';

interface CompetitorEventsProps {
  events: readonly CompetitorEvent[];
  estimate: ScheduleEstimate;
  withDay: boolean;
  slug: string | undefined;
}

const other = (role: 'lead' | 'follow') => (role === 'lead' ? 'follow' : 'lead');

/** One event: the partner and number, each round with where the couple stands, the results link. */
function EventCard({
  event,
  estimate,
  withDay,
  slug,
}: { event: CompetitorEvent } & Omit<CompetitorEventsProps, 'events'>) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {event.eventName}
      </Title>
      {event.partner ? (
        <Text size="sm">
          Number {event.number} · {event.role === 'lead' ? 'leading' : 'following'}{' '}
          <CompetitorLink id={event.partner.id} name={event.partner.name} slug={slug} />
        </Text>
      ) : (
        <Text size="sm">
          Looking for a {other(event.role)}:{' '}
          <Anchor component={Link} to={hrefFor('tbaList', slug)} inherit underline="always">
            see the TBA list
          </Anchor>
        </Text>
      )}
      {event.rounds.length > 0 && (
        <ul className={classes.rounds} aria-label={`Rounds of ${event.eventName}`}>
          {event.rounds.map((round) => {
            const time = isToCome(round)
              ? expectedTimeText(estimate.rounds[round.roundId], withDay)
              : '';
            return (
              <li key={round.roundId} className={classes.round}>
                <Text span fw={600}>
                  {round.roundName}
                </Text>
                <Text span size="sm">
                  {statusText(round)}
                  {time && ` · ${time}`}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
      {event.hasResults ? (
        <Anchor
          component={Link}
          to={hrefFor('resultDetails', slug, { event: event.eventName })}
          size="sm"
          underline="always"
        >
          Results of {event.eventName}
        </Anchor>
      ) : (
        <Text size="sm" c="gray.7">
          Recalls and places appear here as the rounds are posted.
        </Text>
      )}
    </article>
  );
}

/** Every event the dancer holds a place in, in the order of the day. */
export function CompetitorEvents({ events, ...rest }: CompetitorEventsProps) {
  return (
    <section aria-labelledby="competitor-events">
      <Title order={2} id="competitor-events" mb="xs">
        Events
      </Title>
      {events.length === 0 ? (
        <Text>Not entered in any event yet.</Text>
      ) : (
        <Stack gap="lg">
          {events.map((event) => (
            <EventCard key={event.eventName} event={event} {...rest} />
          ))}
        </Stack>
      )}
    </section>
  );
}
