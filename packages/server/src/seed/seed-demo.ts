import { randomUUID } from 'node:crypto';
import { demoCompetition } from '@floorcraft/domain';
import type { CompetitionHost } from '../competitions/competition-host';

/**
 * Creates the demo competition on an empty database, through the same
 * command pipeline as every other change, so the log explains it.
 */
export async function seedDemo(host: CompetitionHost, today: string): Promise<void> {
  let slug: string | undefined;
  for (const command of demoCompetition(today)) {
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
}
