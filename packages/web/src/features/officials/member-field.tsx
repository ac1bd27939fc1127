import { Select, Text } from '@mantine/core';
import { memberLabel, type MemberSummary } from './member-label';

interface MemberFieldProps {
  userId: string | null;
  /** The competition's members, when this member may read them (owners and admins). */
  members: MemberSummary[] | undefined;
  onChange: (userId: string | null) => void;
}

/**
 * Which member account is this official, so a person on the officials list
 * is linked to who signs in. Only owners and admins can read the members
 * list; others see the link without changing it.
 */
export function MemberField({ userId, members, onChange }: MemberFieldProps) {
  if (!members) {
    return (
      <Text size="sm">
        <Text span fw={600}>
          Member account:
        </Text>{' '}
        {userId ? 'linked (only owners and admins can change it)' : 'not linked'}
      </Text>
    );
  }
  const known = members.some((member) => member.userId === userId);
  const data = [
    ...members.map((member) => ({ value: member.userId, label: memberLabel(member) })),
    // A linked account that has since left the competition stays visible, not silently unlinked.
    ...(userId && !known ? [{ value: userId, label: 'A former member' }] : []),
  ];
  return (
    <Select
      label="Member account"
      description="The account this official signs in with, if any"
      placeholder="Not linked"
      data={data}
      value={userId}
      onChange={onChange}
      clearable
      searchable
    />
  );
}
