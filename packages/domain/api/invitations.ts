import type { Role } from '../src/access/roles';

/** GET /api/invitations/:token: what an invitation link shows before it is accepted. */
export interface InvitationInfo {
  email: string;
  competition: { slug: string; fullName: string };
  role: Role;
  roleLabel: string;
  hasAccount: boolean;
}

/** POST /api/invitations/:token/accept: where the new member works now (the cookie is set). */
export interface InvitationAccepted {
  competition: string;
  role: Role;
}
