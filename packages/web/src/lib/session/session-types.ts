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
  /** Whether the app offers to create a competition (issue 25); the server checks again. */
  mayCreateCompetitions: boolean;
  /** A server administrator's switcher lists every competition of the server (issue 25). */
  serverAdministrator: boolean;
}
