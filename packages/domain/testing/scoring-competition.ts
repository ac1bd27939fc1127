import { demoMetadata, type Command, type CompetitionState, type Official } from '../src/index';
import { run } from './context';

export const EVENT = 'Bronze Standard';
export const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
export const DANCES = ['Waltz', 'Tango'] as const;

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
