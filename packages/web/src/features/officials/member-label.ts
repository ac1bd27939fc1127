import type { MemberRow } from '@floorcraft/domain/api';

/** The part of a member this screen reads: who they are, not their roles. */
export type MemberSummary = Pick<MemberRow, 'userId' | 'email' | 'name'>;

/** How a member reads in a list: "Jo Park · jo@example.org". */
export function memberLabel(member: MemberSummary): string {
  return member.name ? `${member.name} · ${member.email}` : member.email;
}
