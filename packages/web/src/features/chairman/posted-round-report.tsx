import { judgesReport, roundOutcome, type CompetitionState } from '@floorcraft/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { SelectField } from '../../components/native-fields/select-field';
import { roundTitle } from './floor-rounds';
import { JudgesReport } from './judges-report';
import { judgesReportView } from './judges-report-view';
import { postedRounds, roundKey } from './posted-rounds';

/**
 * The judges' report of a posted round the chairman picks (the latest
 * posted by default). Staff only: it is computed here from the scoring view
 * the chairman's screen reads, and no public page renders it.
 */
export function PostedRoundReport({ state }: { state: CompetitionState }) {
  const headingId = useId();
  const rounds = useMemo(() => postedRounds(state), [state]);
  const [picked, setPicked] = useState<string>();
  const round = rounds.find((candidate) => roundKey(candidate) === picked) ?? rounds[0];
  const report = useMemo(() => {
    const outcome = round && roundOutcome(state, round.eventName, round.roundNumber);
    return outcome && judgesReport(outcome);
  }, [state, round]);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="md">
        <Title order={2} id={headingId}>
          Judges’ report
        </Title>
        {!round ? (
          <Text c="gray.8">No round is posted yet: the report covers posted rounds.</Text>
        ) : (
          <>
            <SelectField
              label="Posted round"
              value={roundKey(round)}
              onChange={(event) => setPicked(event.currentTarget.value)}
              options={rounds.map((option) => ({
                value: roundKey(option),
                label: roundTitle(option),
              }))}
            />
            {report ? (
              <JudgesReport view={judgesReportView(report)} title={roundTitle(round)} />
            ) : (
              <Text c="gray.8">This round’s marks cannot be compared with its result.</Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
