/** The part of GET /api/competitions/:slug/members this screen reads (owners and admins only). */
export interface MemberSummary {
  userId: string;
  email: string;
  name: string;
}

export interface MembersAnswer {
  members: MemberSummary[];
}

/** How a member reads in a list: "Jo Park · jo@example.org". */
export function memberLabel(member: MemberSummary): string {
  return member.name ? `${member.name} · ${member.email}` : member.email;
}
