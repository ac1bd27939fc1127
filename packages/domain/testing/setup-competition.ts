import type { Command } from '../src/composition/command';
import { decide, type DecideContext, type Decision } from '../src/composition/decide';
import { legacyAffiliations } from '../src/competition/settings';
import type { CompetitionState } from '../src/competition/state';
import { demoMetadata } from '../src/demo/demo-competition';
import { commandRunner, nextKey } from './context';

/**
 * A clock and key generator for tests: keys k1, k2, … (never repeated) and a
 * fixed noon, acting as registration staff (who may register after the demo
 * metadata's registration has closed).
 */
export function testContext(): DecideContext {
  return { newKey: nextKey, now: () => '2027-02-09T12:00:00.000Z', registrationStaff: true };
}

/** Runs commands from `state` as registration staff, failing loudly on a refusal. */
export const run = commandRunner({ registrationStaff: true });

/** Decides one command without failing, for tests of refusals. */
export function attempt(state: CompetitionState, command: Command): Decision {
  return decide(state, command, testContext());
}

/**
 * A new competition with no events (start date 2027-02-09), listing the schools the tests
 * name (a new competition itself lists none).
 */
export function emptyCompetition(): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'test-open', metadata: demoMetadata('2027-01-10') },
    { type: 'setAffiliations', affiliations: [...legacyAffiliations] },
  );
}

/** `count` couples of alternating schools entered in one Standard event. */
export function competitionWithCouples(
  count: number,
  eventName = 'Bronze Standard',
): CompetitionState {
  const schools = ['Harbor City University', 'Northbridge College', 'Riverside University'];
  return run(
    emptyCompetition(),
    {
      type: 'saveEvent',
      event: {
        name: eventName,
        eventLevel: 'Bronze',
        style: 'Standard',
        eventDances: ['Waltz', 'Quickstep'],
      },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: count }, (_, index) => ({
        lead: { name: `Lead ${index + 1}`, affiliation: schools[index % schools.length]! },
        follow: { name: `Follow ${index + 1}`, affiliation: schools[index % schools.length]! },
        events: [eventName],
      })),
    },
  );
}

/** The round numbers of an event with their names, first danced first: "3 Quarter-Final". */
export function roundList(state: CompetitionState, eventName: string): string[] {
  return Object.values(state.events[eventName]!.rounds)
    .sort((a, b) => b.roundNumber - a.roundNumber)
    .map((round) => `${round.roundNumber} ${round.roundName}`);
}
