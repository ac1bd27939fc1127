import { dateInZone, judgeEstimate, type JudgeView } from '@floorcraft/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { ExpectedTime } from '../../widgets/expected-time/expected-time';
import { useEstimateClock } from '../../hooks/use-schedule-estimate';
import { startLabel } from './round-labels';

/** What the judge will do there, once the couples are known. */
function task(round: JudgeView['upcoming'][number]): string {
  const couples = round.heats.flat().length;
  if (couples === 0) {
    return 'couples not known yet';
  }
  return round.isFinal ? `${couples} couples to place` : `recall ${round.requested} of ${couples}`;
}

/**
 * The rounds the judge marks next, in schedule order, with their planned
 * times and, once the floor runs late or ahead, the time each is now
 * expected (the domain's estimate from the day's pace in the judge view).
 */
export function UpcomingRounds({
  view,
}: {
  view: Pick<JudgeView, 'upcoming' | 'pace' | 'timeZone'>;
}) {
  const clock = useEstimateClock(view.timeZone);
  const estimate = useMemo(() => judgeEstimate(view, clock), [view, clock]);
  // The venue's date, to tell today's times from another day's.
  const today = dateInZone(clock.now, view.timeZone);
  const rounds = view.upcoming;
  return (
    <section aria-labelledby="upcoming-heading">
      <Title order={2} id="upcoming-heading" fz={26} mb="sm">
        Coming up
      </Title>
      {rounds.length === 0 ? (
        <Text fz="lg">Nothing else is scheduled for you yet.</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rounds.map((round) => (
            <Paper component="li" key={round.roundId} withBorder p="sm" radius="md">
              <Text fz="xl" fw={700}>
                <ExpectedTime
                  timing={estimate.rounds[round.roundId]}
                  withDay={round.roundStartTime.slice(0, 10) !== today}
                  fallback={startLabel(round.roundStartTime, today)}
                />{' '}
                · {round.eventName} — {round.roundName}
              </Text>
              <Text fz="lg">
                {round.dances.join(', ')} · {task(round)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
