/**
 * The jobs people do for a competition. A user may hold several roles in one
 * competition and roles in several competitions; each grant is per
 * competition. Order matters: it is the order the admin screen lists them.
 */
export const roles = [
  'owner',
  'admin',
  'scrutineer',
  'chairman',
  'deckCaptain',
  'mc',
  'registrar',
  'judge',
] as const;

export type Role = (typeof roles)[number];

/** How each role is named on screen and in mail. */
export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  scrutineer: 'Scrutineer',
  chairman: 'Chairman of judges',
  deckCaptain: 'Deck captain',
  mc: 'Master of ceremonies',
  registrar: 'Registrar',
  judge: 'Judge',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
