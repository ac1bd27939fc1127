import type { JudgeRound } from '@floorcraft/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { startLabel } from './round-labels';

/** The tablet's own date, `YYYY-MM-DD`, to tell today's times from another day's. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the judge will do there, once the couples are known. */
function task(round: JudgeRound): string {
  const couples = round.heats.flat().length;
  if (couples === 0) {
    return 'couples not known yet';
  }
  return round.isFinal ? `${couples} couples to place` : `recall ${round.requested} of ${couples}`;
}

/** The rounds the judge marks next, in schedule order, with their planned times. */
export function UpcomingRounds({ rounds }: { rounds: JudgeRound[] }) {
  const today = localToday();
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
                {startLabel(round.roundStartTime, today)} · {round.eventName} — {round.roundName}
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
