import type { Role } from '../src/access/roles';

/** One person working on the competition, as GET …/members lists them (owners and admins). */
export interface MemberRow {
  userId: string;
  email: string;
  name: string;
  roles: Role[];
  disabled: boolean;
  /** Wrong passwords hold this member's sign-in back somewhere (ADR 006). */
  signInLocked: boolean;
  /** Wrong passwords from browsers they had not signed in on, in the last 15 minutes or so. */
  failedSignIns: number;
}

/** An invitation not yet accepted. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  expiresAt: string;
}

/** GET /api/competitions/:slug/members. */
export interface MembersAnswer {
  members: MemberRow[];
  invitations: PendingInvitation[];
}

/** POST …/invitations: how the mail with an invitation went (sent, written to the outbox, failed). */
export interface InvitationSent {
  id: string;
  email: string;
  mail: string;
}

/** GET …/staff-names: the members' names by account id (no emails), for mark and payment histories. */
export interface StaffNamesAnswer {
  names: Record<string, string>;
}
