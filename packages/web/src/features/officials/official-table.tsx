import { isJudge, judgeLetters, type Official } from '@floorcraft/domain';
import { Anchor, Avatar, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { memberLabel, type MemberSummary } from './member-label';

interface OfficialTableProps {
  officials: Official[];
  members: MemberSummary[] | undefined;
  /** Where a judge's tablet is linked (the judge tablets screen). */
  tabletHref: string;
  onEdit?: (official: Official) => void;
  onRemove?: (official: Official) => void;
}

function accountOf(official: Official, members: MemberSummary[] | undefined): string {
  if (!official.userId) {
    return '—';
  }
  const member = members?.find((candidate) => candidate.userId === official.userId);
  return member ? memberLabel(member) : 'Linked';
}

/** The officials with photo, role, judge's letter, bio, key and account; judges link to their tablet. */
export function OfficialTable({
  officials,
  members,
  tabletHref,
  onEdit,
  onRemove,
}: OfficialTableProps) {
  // Judges saved before letters were stored show the letter computed for them.
  const letters = new Map(
    judgeLetters(Object.fromEntries(officials.map((official) => [official.key, official]))).map(
      (judge) => [judge.key, judge.letter],
    ),
  );
  if (officials.length === 0) {
    return <Text c="gray.7">No officials yet.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label="Officials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Official</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Letter</Table.Th>
            <Table.Th>Bio</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Member account</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {officials.map((official) => (
            <Table.Tr key={official.key}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={official.photoURL ?? null}
                    alt={official.photoURL ? `Photo of ${official.name}` : undefined}
                    radius="xl"
                  />
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {official.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{official.role}</Table.Td>
              <Table.Td>{letters.get(official.key) ?? '—'}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={3}>
                  {official.bio || '—'}
                </Text>
              </Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {official.key}
              </Table.Td>
              <Table.Td>{accountOf(official, members)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {onEdit && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit ${official.name}`}
                      onClick={() => onEdit(official)}
                    >
                      Edit
                    </Button>
                  )}
                  {onRemove && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={`Remove ${official.name}`}
                      onClick={() => onRemove(official)}
                    >
                      Remove
                    </Button>
                  )}
                  {isJudge(official) && (
                    <Anchor
                      component={Link}
                      to={tabletHref}
                      size="sm"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      Tablet link for {official.name}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
