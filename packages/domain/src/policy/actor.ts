/**
 * Who issued a command. `system` is the server itself (seeding, the admin
 * CLI, an operator's API token); `anonymous` is anybody on the internet.
 * The accounts issue adds signed-in users with roles per competition.
 */
export type Actor = { kind: 'system'; label: string } | { kind: 'anonymous' };

/** The label stored in the event log's `actor` column. */
export function actorLabel(actor: Actor): string {
  return actor.kind === 'system' ? `system:${actor.label}` : 'anonymous';
}
