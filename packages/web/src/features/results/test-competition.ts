import {
  applyAll,
  decide,
  demoMetadata,
  publicView,
  type Command,
  type CompetitionState,
  type PublicView,
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

export const EVENT = 'Bronze Standard';
export const DANCES = ['Waltz', 'Tango'] as const;
/** Five judges, named so that their letters follow their keys: judge-a is A. */
export const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];

/** Eight couples in Bronze Standard (Waltz, Tango), five judges: a Semi-Final recalling 6, a Final. */
export function eventOfEight(): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'test-open', metadata: demoMetadata('2027-01-10') },
    ...JUDGES.map((key, index): Command => ({
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABCDE'[index]!}`, role: 'Judge', bio: '' },
    })),
    { type: 'saveOfficial', official: { key: 'mc', name: 'Aaron MC', role: 'MC', bio: '' } },
    {
      type: 'saveEvent',
      event: { name: EVENT, eventLevel: 'Bronze', style: 'Standard', eventDances: [...DANCES] },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: 8 }, (_, index) => ({
        lead: { name: `Lead ${index + 1}`, affiliation: 'Harbor City University' },
        follow: { name: `Follow ${index + 1}`, affiliation: 'Riverside University' },
        events: [EVENT],
      })),
    },
    { type: 'generateRounds', eventName: EVENT },
  );
}

/** The competitor numbers dancing in a round, ascending. */
export function numbersIn(state: CompetitionState, roundNumber: number): number[] {
  return Object.values(state.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
}

/** Starts a round, submits every judge's card for every dance, and posts it. */
export function markAndPost(
  state: CompetitionState,
  roundNumber: number,
  card: (judgeIndex: number, dance: string, dancing: number[]) => number[],
): CompetitionState {
  const started = run(state, { type: 'startRound', eventName: EVENT, roundNumber });
  const dancing = numbersIn(started, roundNumber);
  const cards = JUDGES.flatMap((judgeKey, index) =>
    DANCES.map((dance): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber,
      judgeKey,
      dance,
      couples: card(index, dance, dancing),
    })),
  );
  return run(started, ...cards, { type: 'postRound', eventName: EVENT, roundNumber });
}

/**
 * The Semi-Final posted: judges A–D recall the six lowest numbers, judge E
 * the five lowest and the seventh, so the sixth couple goes through on 8
 * marks and the seventh, on 2, is eliminated with the eighth.
 */
export function semiPosted(): CompetitionState {
  return markAndPost(eventOfEight(), 2, (judge, _dance, dancing) =>
    judge < 4 ? dancing.slice(0, 6) : [...dancing.slice(0, 5), dancing[6]!],
  );
}

/** Everybody's view of a state. */
export const spectators = (state: CompetitionState): PublicView => publicView(state);
