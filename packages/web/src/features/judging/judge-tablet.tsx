import { formatClockInZone, judgeTitle } from '@floorcraft/domain';
import { Alert, Divider, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CardAddress } from './outbox';
import { RoundCard } from './round-card';
import { RoundChooser } from './round-chooser';
import { ConnectionBar } from './connection-bar';
import { tabletOutbox } from './tablet-outbox';
import { UpcomingRounds } from './upcoming-rounds';
import { useJudgeView } from './use-judge-view';
import { useTabletOutbox } from './use-tablet-outbox';

interface JudgeTabletProps {
  slug: string;
  judgeKey: string;
}

async function saveCard(address: CardAddress, couples: number[]): Promise<void> {
  await tabletOutbox.submit(address, couples);
}

/**
 * The bound tablet's marking screen: the judge's round on the floor first (a
 * chooser when several run at once), then what comes next. Every card goes
 * through the outbox on this tablet, so nothing is lost offline.
 */
export function JudgeTablet({ slug, judgeKey }: JudgeTabletProps) {
  const { view, version, savedAt, error } = useJudgeView(slug, judgeKey);
  const outbox = useTabletOutbox();
  const [chosen, setChosen] = useState<string>();

  if (!view) {
    return (
      <Stack gap="md">
        <ConnectionBar outbox={outbox} />
        {error ? (
          <Alert color="red" title="Your rounds cannot be shown" role="alert">
            {error}
          </Alert>
        ) : (
          <Text fz="xl">
            <Loader size="sm" mr="sm" />
            Loading your rounds…
          </Text>
        )}
      </Stack>
    );
  }

  const round = view.current.find((candidate) => candidate.roundId === chosen) ?? view.current[0];
  return (
    <Stack gap="lg">
      {view.judge && (
        // The same letter and name as the tablet link, the chairman's grid and every sheet.
        <Text fz="xl" fw={700}>
          {judgeTitle(view.judge)}
        </Text>
      )}
      <ConnectionBar outbox={outbox} />
      {savedAt && (
        <Alert color="orange" title="Not connected to the server">
          <Text fz="lg">
            Showing your rounds as they were at {formatClockInZone(savedAt, view.timeZone)}. Marks
            you submit are kept on this tablet and sent when the server is back.
          </Text>
        </Alert>
      )}
      {view.current.length > 1 && round && (
        <RoundChooser rounds={view.current} chosen={round.roundId} onChoose={setChosen} />
      )}
      {round ? (
        <RoundCard
          key={round.roundId}
          round={round}
          slug={slug}
          judgeKey={judgeKey}
          outbox={outbox}
          viewVersion={version}
          onSubmit={saveCard}
        />
      ) : (
        <Text fz="xl" fw={600}>
          None of your rounds is on the floor right now.
        </Text>
      )}
      <Divider />
      <UpcomingRounds view={view} />
    </Stack>
  );
}
