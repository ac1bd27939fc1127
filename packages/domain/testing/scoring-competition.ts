import { demoMetadata, type Command, type CompetitionState, type Official } from '../src/index';
import { run } from './context';
import { competitionWithCouples, run as runAsStaff } from './setup-competition';

export const EVENT = 'Bronze Standard';
export const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
export const DANCES = ['Waltz', 'Tango'] as const;
/** The dances of `markedCompetition`, the domain's own tests' competition. */
export const MARKED_DANCES = ['Waltz', 'Quickstep'] as const;

export interface ScoringOptions {
  /** The five judges' names, in key order (their letters follow): Ann Adams … Eve Evans. */
  judgeNames?: readonly string[];
  /** Officials besides the judges (an MC: not on the panel). */
  others?: readonly Official[];
}

/** Five judges, `couples` couples in Bronze Standard (Waltz, Tango), rounds generated. */
export function scoringCompetition(
  couples: number,
  options: ScoringOptions = {},
): CompetitionState {
  const names = options.judgeNames ?? [
    'Ann Adams',
    'Bob Brown',
    'Cy Clark',
    'Di Dunn',
    'Eve Evans',
  ];
  return run(
    undefined,
    { type: 'createCompetition', slug: 'test-open', metadata: demoMetadata('2027-01-10') },
    ...JUDGES.map((key, index): Command => ({
      type: 'saveOfficial',
      official: { key, name: names[index]!, role: 'Judge', bio: '' },
    })),
    ...(options.others ?? []).map((official): Command => ({ type: 'saveOfficial', official })),
    {
      type: 'saveEvent',
      event: { name: EVENT, eventLevel: 'Bronze', style: 'Standard', eventDances: [...DANCES] },
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

/**
 * The domain's own tests' competition: `couples` couples of alternating schools in Bronze
 * Standard (Waltz, Quickstep), five judges named Judge A … Judge E, rounds generated.
 */
export function markedCompetition(couples: number): CompetitionState {
  const judges: Command[] = JUDGES.map((key, index) => ({
    type: 'saveOfficial',
    official: { key, name: `Judge ${'ABCDE'[index]!}`, role: 'Judge', bio: '' },
  }));
  return runAsStaff(competitionWithCouples(couples, EVENT), ...judges, {
    type: 'generateRounds',
    eventName: EVENT,
  });
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
  dances: readonly string[] = DANCES,
): Command[] {
  return judges.flatMap((judgeKey) =>
    dances.map((dance): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber,
      judgeKey,
      dance,
      couples: card(JUDGES.indexOf(judgeKey), dance),
    })),
  );
}

/** Every judge's card for every dance of `markedCompetition`. */
export function allCards(
  roundNumber: number,
  card: (judgeIndex: number, dance: string) => number[],
): Command[] {
  return cards(roundNumber, card, JUDGES, MARKED_DANCES);
}
