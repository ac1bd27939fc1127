import type { Command } from '@floorcraft/domain';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { RecallBreaks } from './recall-breaks';
import type { CutStatus, RecallView } from './recall-view';
import { ToneBadge, type Tone } from '../../components/tone-badge';

const cutBadge: Record<CutStatus, { label: string; tone: Tone }> = {
  through: { label: 'Recalled', tone: 'good' },
  out: { label: 'Out', tone: 'waiting' },
  tied: { label: 'Tied at the cut', tone: 'warning' },
};

interface RecallPanelProps {
  view: RecallView;
  title: string;
  round: { eventName: string; roundNumber: number };
  /** Sends setRecallCut; undefined when this member may not set it. */
  onCut: ((command: Command) => void) | undefined;
  pending: boolean;
  /** Who chose the recall in force and when ("you (Ann Lee) at 10:32"), if anyone did. */
  chosenBy: string | undefined;
}

/** The setRecallCut sender for this round, or undefined when the member may not set it. */
function recallSender({ round, onCut }: Pick<RecallPanelProps, 'round' | 'onCut'>) {
  return (
    onCut &&
    ((recall: number) =>
      onCut({
        type: 'setRecallCut',
        eventName: round.eventName,
        roundNumber: round.roundNumber,
        recall,
      }))
  );
}

/** The tie at the cut and the chairman's choice: recall fewer or more. */
function TieChoice({ view, round, onCut, pending }: Omit<RecallPanelProps, 'title' | 'chosenBy'>) {
  const tie = view.tie;
  if (!tie) {
    return null;
  }
  const choose = recallSender({ round, onCut });
  const waiting = view.provisional;
  return (
    <Alert
      color="yellow"
      title="A tie at the cut"
      role="status"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <Stack gap="xs">
        <Text>
          Couples {tie.couples.join(', ')} are tied on {tie.total} marks across the cut of{' '}
          {view.requested}: recall {tie.fewer} (fewer) or {tie.more} (more).
        </Text>
        {waiting && <Text size="sm">The cut is chosen once every card is in.</Text>}
        {choose && (
          <Group gap="xs">
            <Button
              size="sm"
              variant={tie.chosen === tie.fewer ? 'filled' : 'default'}
              disabled={waiting || pending}
              onClick={() => choose(tie.fewer)}
            >
              Recall {tie.fewer}
            </Button>
            <Button
              size="sm"
              variant={tie.chosen === tie.more ? 'filled' : 'default'}
              disabled={waiting || pending}
              onClick={() => choose(tie.more)}
            >
              Recall {tie.more}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** Recall totals with the cut (Rule 1): requested, ranking, marks needed, the tie, the breaks. */
export function RecallPanel(props: RecallPanelProps) {
  const { view, title } = props;
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Text>
          Requested: <strong>{view.requested}</strong> of {view.dancing} couples
        </Text>
        {view.marksNeeded !== undefined && (
          <Text>
            Marks needed{view.provisional ? ' so far' : ''}: <strong>{view.marksNeeded}</strong>
          </Text>
        )}
        {view.recalled !== undefined && !view.provisional && (
          <Text>
            Recalled: <strong>{view.recalled}</strong>
          </Text>
        )}
      </Group>
      {view.provisional && (
        <Text size="sm" c="gray.7">
          Provisional: counting the {view.countedJudges} of {view.judges} judges whose every card is
          in.
        </Text>
      )}
      <TieChoice {...props} />
      <RecallBreaks
        view={view}
        onChoose={recallSender(props)}
        pending={props.pending}
        chosenBy={props.chosenBy}
      />
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={`Recall totals of ${title}`} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rank</Table.Th>
              <Table.Th scope="col">Couple</Table.Th>
              <Table.Th scope="col">Dancers</Table.Th>
              <Table.Th scope="col">Total</Table.Th>
              <Table.Th scope="col">Cut</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => (
              <Table.Tr key={row.couple}>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>{row.couple}</Table.Td>
                <Table.Td>{row.names}</Table.Td>
                <Table.Td>{row.total}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={cutBadge[row.status].tone}>
                    {cutBadge[row.status].label}
                  </ToneBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
