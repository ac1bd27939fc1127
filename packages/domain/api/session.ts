import type { PasswordPolicy } from '../src/access/password-policy';
import type { Role } from '../src/access/roles';
import type { StaffScreen } from '../src/access/screens';

/** One competition a signed-in person works on: their roles, and the screens those offer. */
export interface Membership {
  slug: string;
  roles: Role[];
  /**
   * The signed-in screens the server offers them here, in navigation order: the web app shows
   * these and no others (the server still authorizes every request).
   */
  screens: StaffScreen[];
}

/** What GET /api/auth/session answers (and sign-in, password change and reset completion). */
export interface SessionInfo {
  user: {
    id: string;
    email: string;
    name: string;
    mustChangePassword: boolean;
  } | null;
  memberships: Membership[];
  judgeDevice: { competition: string; judgeId: string } | null;
  passwordPolicy: PasswordPolicy;
  /** Whether the app offers to create a competition (issue 25); the server checks again. */
  mayCreateCompetitions: boolean;
  /** A server administrator's switcher lists every competition of the server (issue 25). */
  serverAdministrator: boolean;
}
