import type { OrganizerAccount } from '@floorcraft/domain/api';
import { Switch, Table, Text } from '@mantine/core';

interface OrganizerTableProps {
  accounts: readonly OrganizerAccount[];
  /** A refused change, beside the account it concerned (by email). */
  refusals: ReadonlyMap<string, string>;
  pending: boolean;
  onChange: (email: string, mayCreateCompetitions: boolean) => void;
}

/** Every account of the server, and a switch saying whether it may create competitions. */
export function OrganizerTable({ accounts, refusals, pending, onChange }: OrganizerTableProps) {
  // Two columns fit a phone: the account's name stays in view beside its switch.
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>May create competitions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.email}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {account.name || account.email}
                </Text>
                <Text size="xs" c="gray.7">
                  {account.email}
                  {account.disabled && ' · disabled'}
                </Text>
              </Table.Td>
              <Table.Td>
                {account.serverAdministrator ? (
                  <Text size="sm">Yes: server administrator</Text>
                ) : (
                  <Switch
                    label={account.mayCreateCompetitions ? 'Organizer' : 'No'}
                    aria-label={`${account.email} may create competitions`}
                    checked={account.mayCreateCompetitions}
                    disabled={pending}
                    onChange={(event) => onChange(account.email, event.currentTarget.checked)}
                    error={refusals.get(account.email)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
