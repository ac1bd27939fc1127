import type { Role } from '@floorcraft/domain';

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

export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  expiresAt: string;
}

export interface MembersAnswer {
  members: MemberRow[];
  invitations: PendingInvitation[];
}
