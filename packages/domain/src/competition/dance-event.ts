import { z } from 'zod';
import { ageGroups, dances, levels, styles, type RoundState } from './enumerations';
import { recordKeySchema } from './keys';
import { singleLineText } from './plain-text';

/**
 * An event's own fields (spec §3 "Event", keyed by name). Level, style and
 * age group are optional: Awards and Break items have none.
 */
export const eventDefinitionSchema = z.strictObject({
  name: recordKeySchema.pipe(singleLineText().trim().min(1, 'must not be empty').max(120)),
  eventLevel: z.enum(levels).optional(),
  style: z.enum(styles).optional(),
  ageGroup: z.enum(ageGroups).optional(),
  eventDances: z.array(z.enum(dances)).min(1, 'choose at least one dance').max(10),
  /**
   * A break's own length in minutes (issue 25 item 12): a lunch is longer than a coffee break.
   * Only a Break item has one; absent, the break takes `settings.timing.breakMinutes`, so logs
   * from before it replay to the same times.
   */
  breakMinutes: z.number().min(0, 'must not be negative').max(240).optional(),
  /**
   * The most couples (entries, not dancers) the event takes from registration (issue 25 item
   * 11); past it a couple joins the event's waitlist. Absent: no cap.
   */
  cap: z
    .number()
    .int('must be a whole number of couples')
    .min(1, 'must be at least 1 couple, or empty for no cap')
    .max(10_000, 'must be at most 10000 couples')
    .optional(),
});
export type EventDefinition = z.infer<typeof eventDefinitionSchema>;

/**
 * What saveEvent takes: an event's fields where level, style and age group
 * of an event already saved keep their stored value when left out, and null
 * removes one (an Awards item has none); the dances are kept when left out.
 * Never a silent erase (issue 24).
 */
export const eventInputSchema = eventDefinitionSchema.extend({
  eventLevel: z.enum(levels).nullable().optional(),
  style: z.enum(styles).nullable().optional(),
  ageGroup: z.enum(ageGroups).nullable().optional(),
  breakMinutes: eventDefinitionSchema.shape.breakMinutes.nullable(),
  cap: eventDefinitionSchema.shape.cap.nullable(),
  /** Required for a new event (`saveEvent` refuses one without). */
  eventDances: eventDefinitionSchema.shape.eventDances.optional(),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** Spec §3 "Entry": one couple in one event (or one round of it). */
export interface Entry {
  entryId: string;
  leadId: string;
  followId: string;
  leadName: string;
  followName: string;
  leadNumber: number;
  affiliation: string;
  /** When the couple entered (ISO date-time, UTC). */
  registeredTime: string;
  checkedIn: boolean;
  /**
   * The heat a couple added late was put in on the floor (1-based). Others
   * keep the heats computed from the round's couples, so a late couple never
   * moves anybody already lined up. Only ever on a round's entry.
   */
  heat?: number;
}

/**
 * Spec §3 "Round". Rounds are numbered from the final: round 1 is the
 * Final, 2 the Semi-Final, and the highest number is the first round danced
 * (the "last round", which holds every entry of the event). See ADR 007.
 */
export interface Round {
  eventName: string;
  roundNumber: number;
  /** `{event}-R{n}` (spec §3). */
  roundId: string;
  roundName: string;
  /** Position in the day; 0 means not scheduled. May be fractional (x.5) between re-indexes. */
  scheduleIndex: number;
  roundState: RoundState;
  /** How many couples this round recalls to the next; a final places this many. */
  recallSize: number;
  numHeats: number;
  /** Planned start, venue local time `YYYY-MM-DDTHH:mm`, or '' when not set. */
  roundStartTime: string;
  /** When the round really started (ISO date-time, UTC), or '' until it runs. */
  roundActualStartTime: string;
  /**
   * When a break really ended (ISO date-time, UTC; issue 25 item 12): the MC's `endBreak`.
   * Only a Break item has one; the estimate reads the rounds after it from it.
   */
  roundActualEndTime?: string;
  entries: Record<string, Entry>;
  /**
   * The judges (official keys) who mark this round, chosen before it starts
   * (`setRoundPanel`); absent means the round's default panel (`roundPanel`).
   */
  panel?: string[];
  /**
   * Who marks the round when nobody chose its panel, written when the round
   * is made so a replay never changes an old round's panel (issue 25):
   * `'judges'`, the officials whose role is Judge (the chairman of judges
   * only when chosen); absent (rounds made before), every judge, the
   * chairman of judges included.
   */
  defaultPanel?: 'judges';
}

/** A couple in the event's own list: heats belong to rounds only. */
export type EventEntry = Omit<Entry, 'heat'>;

/** An event with its entries and rounds (keyed by round number). */
export interface DanceEvent extends EventDefinition {
  entries: Record<string, EventEntry>;
  rounds: Record<number, Round>;
}

/** Spec §3 "Competitor level profile". */
export const levelProfileSchema = z.strictObject({
  standardLevel: z.enum(levels).optional(),
  smoothLevel: z.enum(levels).optional(),
  rhythmLevel: z.enum(levels).optional(),
  latinLevel: z.enum(levels).optional(),
});
export type LevelProfile = z.infer<typeof levelProfileSchema>;

/**
 * A dancer. Names, school, levels and age group are public (heat sheets print
 * them; the registration form filters events by them); what the registrar
 * keeps of a self-registered dancer is in `registration.accounts`.
 */
export const competitorSchema = z.strictObject({
  id: recordKeySchema,
  name: singleLineText().trim().min(1, 'must not be empty').max(120),
  affiliation: singleLineText().trim().min(1, 'choose a school or club').max(120),
  levels: levelProfileSchema.default({}),
  ageGroup: z.enum(ageGroups).optional(),
});
export type Competitor = z.infer<typeof competitorSchema>;

/**
 * Marks of one round (spec §3 "Marks"): judge key → dance → competitor
 * numbers (recalled couples, or a final's couples in placing order).
 */
export type RoundMarks = Record<string, Record<string, number[]>>;

/**
 * Saved results of one round (spec §3): placements plus sumRecalls or
 * finalTable, keyed by competitor number. A preliminary round places the
 * couples it eliminated; `recalled` lists those who go through.
 */
export interface SavedRoundResult {
  placements: Record<string, number>;
  sumRecalls?: Record<string, number>;
  finalTable?: FinalTable;
  recalled?: number[];
  postedAt: string;
  /** The round's mark record at posting: the hash of its last card change (absent before the chain). */
  markHash?: string;
}

/** A posted final as result sheets print it: each dance's places, the totals and the overall. */
export interface FinalTable {
  dances: string[];
  /** dance → competitor number → place in that dance. */
  dancePlaces: Record<string, Record<string, number>>;
  /** Rule 9: the sum of each couple's dance places. */
  totals: Record<string, number>;
  /** Why each couple got its place, one plain sentence each. */
  explanations: Record<string, string>;
}

/** How a judge's card for one dance reached the server. */
export type MarkSource = 'tablet' | 'paper';

/** One stored change of a judge's card for one dance: the round's history keeps every one. */
export interface MarkChange {
  judgeKey: string;
  dance: string;
  /** Recalled numbers, or a final's numbers in placing order. */
  couples: number[];
  source: MarkSource;
  /** Who stored it: the actor label (a judge tablet, or the staff member who keyed a paper sheet). */
  by: string;
  /** Why the card was keyed from paper or reopened. */
  reason?: string;
  at: string;
  /**
   * The tamper-evident mark record (`mark-chain.ts`): the hash of the round's
   * previous change ('' for its first) and this change's own SHA-256. Absent
   * on changes recorded before the chain existed.
   */
  prev?: string;
  hash?: string;
}

/** A judge's card the chairman reopened: the judge may submit again until they do. */
export interface ReopenedCard {
  reason: string;
  by: string;
  at: string;
}

/**
 * The scoring facts of one round besides the marks themselves: the history
 * of every change, reopened cards, the chairman's cut and approval.
 */
export interface RoundScoring {
  history: MarkChange[];
  /** By judge key. */
  reopened: Record<string, ReopenedCard>;
  /**
   * How many couples the chairman decided to recall: any natural break in the
   * totals, often above the marks each judge was asked for (issue 15).
   */
  recallCut?: number;
  /** Who chose the recall and when. */
  recallCutBy?: string;
  recallCutAt?: string;
  approvedAt?: string;
  approvedBy?: string;
}

/** What is stored per event: marks and saved results by round number, and the event's final results. */
export interface EventMarks {
  rounds: Record<number, RoundMarks>;
  /** Scoring facts by round number; moves with its round like the marks. */
  scoring?: Record<number, RoundScoring>;
}
export interface EventResults {
  rounds: Record<number, SavedRoundResult>;
  finalResults?: Record<string, number>;
}
