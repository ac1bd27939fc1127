import {
  applyAll,
  decide,
  demoMetadata,
  type Command,
  type CompetitionState,
  type EventDefinition,
} from '@floorcraft/domain';

// Keys are never reused across a test file, as the server never reuses them.
let keys = 0;

/** Runs commands from `state` as the server would: the domain decides, its events are folded. */
export function run(state: CompetitionState | undefined, ...commands: Command[]): CompetitionState {
  const context = { newKey: () => `k${++keys}`, now: () => '2027-02-09T12:00:00.000Z' };
  let current = state;
  for (const command of commands) {
    const decision = decide(current, command, context);
    if (!decision.ok) {
      throw new Error(`${command.type} refused: ${decision.error}`);
    }
    current = applyAll(current, decision.events);
  }
  return current!;
}

/** A new competition (9–10 February 2027) after `commands`, for this feature's tests. */
export function competition(...commands: Command[]): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'test-open', metadata: demoMetadata('2027-01-10') },
    ...commands,
  );
}

/** An event of `couples` couples, each lead and follow a new dancer. */
export function eventWithCouples(
  name: string,
  couples: number,
  extra: Partial<EventDefinition> = {},
): Command[] {
  return [
    {
      type: 'saveEvent',
      event: {
        name,
        eventLevel: 'Bronze',
        style: 'Standard',
        eventDances: ['Waltz', 'Tango'],
        ...extra,
      },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: couples }, (_, index) => ({
        lead: { name: `${name} Lead ${index + 1}`, affiliation: 'Harbor City University' },
        follow: { name: `${name} Follow ${index + 1}`, affiliation: 'Riverside University' },
        events: [name],
      })),
    },
  ];
}
