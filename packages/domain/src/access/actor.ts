import type { Role } from './roles';

/**
 * Who is asking. `system` is the server itself (seeding, the admin CLI, an
 * operator's API token); `member` is a signed-in user with the roles they
 * hold in the competition concerned (possibly none); `judgeDevice` is a
 * tablet bound to one judge of one competition by a device link;
 * `anonymous` is anybody on the internet.
 */
export type Actor =
  | { kind: 'system'; label: string }
  | { kind: 'member'; userId: string; roles: readonly Role[] }
  | { kind: 'judgeDevice'; deviceId: string; judgeId: string }
  | { kind: 'anonymous' };

/** The label stored in the event log's `actor` column. */
export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'system':
      return `system:${actor.label}`;
    case 'member':
      return `user:${actor.userId}`;
    case 'judgeDevice':
      return `judge-device:${actor.deviceId}:${actor.judgeId}`;
    case 'anonymous':
      return 'anonymous';
  }
}
