import type { MemberRow } from '@floorcraft/domain/api';
import { roleLabels, roles, type Role } from '@floorcraft/domain';
import { Button, Group, MultiSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ToneBadge } from '../../components/tone-badge';

export interface MemberActions {
  saveRoles: (member: MemberRow, next: Role[]) => Promise<void>;
  revoke: (member: MemberRow) => Promise<void>;
  setDisabled: (member: MemberRow, disabled: boolean) => Promise<void>;
  unlockSignIn: (member: MemberRow) => Promise<void>;
}

function MemberLine({
  member,
  actions,
  refusal,
}: {
  member: MemberRow;
  actions: MemberActions;
  /** Why the last change to this member was refused, e.g. they also work elsewhere. */
  refusal: string | undefined;
}) {
  const [draft, setDraft] = useState<Role[]>(member.roles);
  const changed = draft.join() !== member.roles.join();
  const label = member.name || member.email;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{member.name || '—'}</Text>
        <Text size="sm" c="gray.7">
          {member.email}
        </Text>
        {(member.disabled || member.signInLocked) && (
          <Group gap={4} mt={4}>
            {member.disabled && <ToneBadge tone="alert">Disabled</ToneBadge>}
            {member.signInLocked && <ToneBadge tone="warning">Sign-in locked</ToneBadge>}
          </Group>
        )}
        {member.failedSignIns > 0 && (
          <Text size="xs" c="gray.7" mt={4}>
            {member.failedSignIns} wrong password{member.failedSignIns === 1 ? '' : 's'} lately
          </Text>
        )}
      </Table.Td>
      <Table.Td miw={260}>
        <MultiSelect
          aria-label={`Roles of ${label}`}
          data={roles.map((value) => ({ value, label: roleLabels[value] }))}
          value={draft}
          onChange={(value) => setDraft(roles.filter((role) => value.includes(role)))}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            disabled={!changed || draft.length === 0}
            onClick={() => void actions.saveRoles(member, draft)}
            aria-label={`Save roles of ${label}`}
          >
            Save roles
          </Button>
          {(member.signInLocked || member.failedSignIns > 0) && (
            <Button
              size="xs"
              variant="default"
              onClick={() => void actions.unlockSignIn(member)}
              aria-label={`Unlock sign-in of ${label}`}
            >
              Unlock sign-in
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() => void actions.setDisabled(member, !member.disabled)}
            aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${label}`}
          >
            {member.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => void actions.revoke(member)}
            aria-label={`Remove ${label} from this competition`}
          >
            Remove
          </Button>
        </Group>
        {refusal && (
          <Text size="sm" c="red.8" mt={6} maw={420} role="alert">
            {refusal}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Everybody working on the competition, with their roles editable in place. */
export function MemberTable({
  members,
  actions,
  refusals,
}: {
  members: MemberRow[];
  actions: MemberActions;
  /** Refusals by member id, shown on that member's line. */
  refusals: ReadonlyMap<string, string>;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <MemberLine
              key={`${member.userId}:${member.roles.join()}`}
              member={member}
              actions={actions}
              refusal={refusals.get(member.userId)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
