import type { Role } from './roles';

/**
 * Who is asking. `system` is the server itself (seeding, the admin CLI, an
 * operator's API token); `member` is a signed-in user with the roles they
 * hold in the competition concerned (possibly none), and whether they
 * administer the server; `judgeDevice` is a
 * tablet bound to one judge of one competition by a device link;
 * `registrant` is a self-registered dancer who proved who they are with
 * their email and competitor code (resolved by the server, ADR 019), with
 * the other dancers whose codes they also gave (a partner consenting to be
 * paired); `anonymous` is anybody on the internet.
 */
export type Actor =
  | { kind: 'system'; label: string }
  | {
      kind: 'member';
      userId: string;
      roles: readonly Role[];
      /** A server administrator (the server's first account, or one it named): see hasServerAuthority. */
      serverAdministrator?: boolean;
    }
  | { kind: 'judgeDevice'; deviceId: string; judgeId: string }
  | { kind: 'registrant'; competitorId: string; alsoProven?: readonly string[] }
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
    case 'registrant':
      return `registrant:${actor.competitorId}`;
    case 'anonymous':
      return 'anonymous';
  }
}
