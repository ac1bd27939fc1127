import type { Role } from '@floorcraft/domain';

export interface MemberRow {
  userId: string;
  email: string;
  name: string;
  roles: Role[];
  disabled: boolean;
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
