import type { PasswordPolicy, Role } from '@floorcraft/domain';

/** What GET /api/auth/session answers: who is signed in here, and where they work. */
export interface SessionInfo {
  user: {
    id: string;
    email: string;
    name: string;
    mustChangePassword: boolean;
  } | null;
  memberships: { slug: string; roles: Role[] }[];
  judgeDevice: { competition: string; judgeId: string } | null;
  passwordPolicy: PasswordPolicy;
}
