import type { Command, CompetitionState } from '@floorcraft/domain';
import { Alert, Button, Drawer, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { roundCouples, type RoundCouple, type RoundRef } from './round-couples';

/** What the member may do in the panel besides reading it. */
export interface RoundCouplesPermissions {
  addEntry: boolean;
  addPlaceholder: boolean;
}

interface RoundCouplesDrawerProps {
  state: CompetitionState;
  /** The round shown; undefined when the panel is closed. */
  round: RoundRef | undefined;
  may: RoundCouplesPermissions;
  onClose: () => void;
}

function HeatTable({ couples, caption }: { couples: RoundCouple[]; caption: string }) {
  return (
    <Table striped withTableBorder fz="sm" captionSide="top">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 700 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Number</Table.Th>
          <Table.Th scope="col">Couple</Table.Th>
          <Table.Th scope="col">School</Table.Th>
          <Table.Th scope="col">Checked in</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {couples.map((couple) => (
          <Table.Tr key={couple.entryId}>
            <Table.Td>{couple.leadNumber}</Table.Td>
            <Table.Td>{couple.names}</Table.Td>
            <Table.Td>{couple.affiliation}</Table.Td>
            <Table.Td>{couple.checkedIn ? 'Yes' : 'No'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A round's couples in the heats the floor will dance them, with a couple
 * added by hand (a late entry, a couple missed by a recall) or a placeholder
 * for a couple still to be announced.
 */
export function RoundCouplesDrawer({ state, round, may, onClose }: RoundCouplesDrawerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const { run, refusal: problem, done, reset } = useCommand();
  const couples = useMemo(() => (round ? roundCouples(state, round) : undefined), [state, round]);

  const close = () => {
    setChosen(null);
    reset();
    onClose();
  };

  const send = async (command: Command, success: string) => {
    if (await run(command, { success })) {
      setChosen(null);
    }
  };

  const addChosen = () => {
    if (!round || !chosen) {
      return;
    }
    const [leadId = '', followId = ''] = chosen.split('|');
    const label = couples?.choices.find((choice) => choice.value === chosen)?.label ?? 'The couple';
    void send({ type: 'addEntry', ...round, leadId, followId }, `${label} added.`);
  };

  const count = couples?.heats.flat().length ?? 0;
  return (
    <Drawer
      opened={round !== undefined}
      onClose={close}
      position="right"
      size="lg"
      title={couples ? `Couples of ${couples.label}` : 'Round removed'}
    >
      {!couples && <Text>This round no longer exists.</Text>}
      {couples && (
        <Stack gap="md">
          <Text aria-live="polite">
            {count === 1 ? '1 couple' : `${count} couples`}
            {couples.heats.length > 1 ? ` in ${couples.heats.length} heats` : ''}
          </Text>
          {count > 0 &&
            couples.heats.map((heat, index) => (
              <HeatTable
                key={index}
                couples={heat}
                caption={couples.heats.length > 1 ? `Heat ${index + 1}` : 'Couples'}
              />
            ))}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {done && (
            <Alert color="green" role="status">
              {done}
            </Alert>
          )}
          {may.addEntry && (
            <Group align="end" gap="sm">
              <Select
                label="Add a couple to this round"
                description={
                  couples.isLastRound
                    ? 'The first round danced: the couple is entered in the event too.'
                    : 'Only this round: for a couple missed by a recall.'
                }
                placeholder="Search by number or name"
                data={couples.choices}
                value={chosen}
                onChange={setChosen}
                searchable
                limit={50}
                nothingFoundMessage="No couple matches"
                style={{ flex: '1 1 18rem' }}
              />
              <Button onClick={addChosen} disabled={!chosen}>
                Add couple
              </Button>
            </Group>
          )}
          {may.addPlaceholder && round && (
            <Button
              variant="default"
              onClick={() =>
                void send(
                  { type: 'addPlaceholderEntry', ...round },
                  'A placeholder couple (number 9999) was added.',
                )
              }
            >
              Add a placeholder couple (9999)
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
