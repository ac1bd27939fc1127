import type { JudgeRound } from '@floorcraft/domain';
import { Alert, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { CardDraft } from './card-model';
import { cardStatus, statusLabel, type CardStatus } from './card-status';
import { DanceCard } from './dance-card';
import type { CardAddress } from './outbox';
import type { OutboxSnapshot } from './outbox-sync';
import { roundStateLabel } from './round-labels';

interface RoundCardProps {
  round: JudgeRound;
  slug: string;
  judgeKey: string;
  outbox: OutboxSnapshot;
  viewVersion: number | undefined;
  onSubmit: (address: CardAddress, couples: number[]) => Promise<void>;
}

/** What the judge is asked to do in this round, in one line. */
function task(round: JudgeRound): string {
  return round.isFinal
    ? `Place all ${round.requested} couples in each dance`
    : `Recall ${round.requested} couples in each dance`;
}

/**
 * The judge's card for one round: one tab per dance, each with its status,
 * so the judge sees at a glance which dances are in. After a dance is saved
 * the next dance still to mark opens.
 */
export function RoundCard({
  round,
  slug,
  judgeKey,
  outbox,
  viewVersion,
  onSubmit,
}: RoundCardProps) {
  const [dance, setDance] = useState(round.dances[0] ?? '');
  const headingId = useId();
  const [edits, setEdits] = useState<Record<string, CardDraft | undefined>>({});
  const address = (name: string): CardAddress => ({
    slug,
    judgeKey,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    dance: name,
  });
  const statuses: Record<string, CardStatus> = Object.fromEntries(
    round.dances.map((name) => [name, cardStatus(round, address(name), outbox, viewVersion)]),
  );

  const submit = async (name: string, couples: number[]) => {
    await onSubmit(address(name), couples);
    const next = round.dances.find(
      (other) => other !== name && statuses[other]?.kind === 'empty' && !edits[other],
    );
    if (next) {
      setDance(next);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} fz={{ base: 26, sm: 32 }} id={headingId}>
          {round.eventName} — {round.roundName}
        </Title>
        <Group gap="sm" mt={4}>
          <Badge size="lg" variant="outline" color="dark" tt="none">
            {roundStateLabel(round.roundState)}
          </Badge>
          <Text fz="lg">{task(round)}</Text>
        </Group>
      </div>
      {!round.open && round.closedReason && (
        <Alert color="gray" title="Marking is closed" role="alert">
          <Text fz="lg">{round.closedReason}</Text>
        </Alert>
      )}
      {round.open && round.reopenedReason && (
        <Alert color="yellow" title="The chairman reopened your card">
          <Text fz="lg">{round.reopenedReason}</Text>
        </Alert>
      )}
      <Tabs value={dance} onChange={(value) => value && setDance(value)} keepMounted={false}>
        <Tabs.List>
          {round.dances.map((name) => (
            <Tabs.Tab key={name} value={name} fz="xl" py="md" miw={120}>
              <Text fz="xl" fw={700} span>
                {name}
              </Text>
              <Text fz="sm" c="dimmed" display="block">
                {statusLabel(statuses[name] ?? { kind: 'empty' })}
              </Text>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {round.dances.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <DanceCard
              round={round}
              dance={name}
              status={statuses[name] ?? { kind: 'empty' }}
              edit={edits[name]}
              onEdit={(draft) => setEdits((current) => ({ ...current, [name]: draft }))}
              onSubmit={(couples) => submit(name, couples)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
