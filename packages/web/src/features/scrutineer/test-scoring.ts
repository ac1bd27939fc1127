import {
  applyAll,
  decide,
  demoMetadata,
  type Command,
  type CompetitionState,
} from '@floorcraft/domain';

export const EVENT = 'Bronze Standard';
export const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
export const DANCES = ['Waltz', 'Tango'] as const;

// Keys are never reused across a test file, as the server never reuses them.
let keys = 0;

/** Runs commands as the server would (as `actor`), failing loudly on a refusal. */
export function run(state: CompetitionState | undefined, ...commands: Command[]): CompetitionState {
  return runAs('system', state, ...commands);
}

export function runAs(
  actor: string,
  state: CompetitionState | undefined,
  ...commands: Command[]
): CompetitionState {
  const context = { newKey: () => `k${++keys}`, now: () => '2027-02-09T12:00:00.000Z', actor };
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

/** Five judges (Ann Adams … Eve Evans), `couples` couples in Bronze Standard, rounds generated. */
export function scoringCompetition(couples: number): CompetitionState {
  const names = ['Ann Adams', 'Bob Brown', 'Cy Clark', 'Di Dunn', 'Eve Evans'];
  return run(
    undefined,
    { type: 'createCompetition', slug: 'test-open', metadata: demoMetadata('2027-01-10') },
    ...JUDGES.map((key, index): Command => ({
      type: 'saveOfficial',
      official: { key, name: names[index]!, role: 'Judge', bio: '' },
    })),
    {
      type: 'saveEvent',
      event: {
        name: EVENT,
        eventLevel: 'Bronze',
        style: 'Standard',
        eventDances: [...DANCES],
      },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: couples }, (_, index) => ({
        lead: { name: `Lead ${index + 1}`, affiliation: 'Harbor City University' },
        follow: { name: `Follow ${index + 1}`, affiliation: 'Riverside University' },
        events: [EVENT],
      })),
    },
    { type: 'generateRounds', eventName: EVENT },
  );
}

/** The competitor numbers dancing a round, ascending. */
export function numbersIn(state: CompetitionState, roundNumber: number): number[] {
  return Object.values(state.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
}

/** One card per judge (by index) and dance: `card(judgeIndex, dance)` gives the numbers. */
export function cards(
  roundNumber: number,
  card: (judgeIndex: number, dance: string) => number[],
  judges = JUDGES,
): Command[] {
  return judges.flatMap((judgeKey) =>
    DANCES.map((dance): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber,
      judgeKey,
      dance,
      couples: card(JUDGES.indexOf(judgeKey), dance),
    })),
  );
}
