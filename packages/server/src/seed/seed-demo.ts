import { randomUUID } from 'node:crypto';
import { demoCompetition, demoDay, type Command } from '@floorcraft/domain';
import type { CompetitionHost } from '../competitions/competition-host';

/**
 * Creates the demo competition on an empty database, through the same
 * command pipeline as every other change, so the log explains it: set up,
 * then the first rounds of the day danced and posted.
 */
export async function seedDemo(host: CompetitionHost, today: string): Promise<void> {
  const slug = await run(host, undefined, demoCompetition(today));
  // The day so far (rounds marked and posted) follows from the competition as set up.
  const state = slug === undefined ? undefined : host.stateOf(slug);
  if (state) {
    await run(host, slug, demoDay(state));
  }
}

/** Runs commands as the seed, failing loudly on a refusal; answers the competition's slug. */
async function run(
  host: CompetitionHost,
  competition: string | undefined,
  commands: readonly Command[],
): Promise<string | undefined> {
  let slug = competition;
  for (const command of commands) {
    if (command.type === 'createCompetition') {
      slug = command.slug;
    }
    const outcome = await host.execute(
      slug,
      { commandId: randomUUID(), command },
      { kind: 'system', label: 'seed' },
    );
    if (outcome.status === 'refused') {
      throw new Error(`demo seed failed at ${command.type}: ${outcome.message}`);
    }
  }
  return slug;
}
