import type { EventMarks, EventResults } from '../competition/dance-event';
import { everyone, publicly, scoringOnly, seenBy, type FieldTable } from './field-table';

/**
 * Who sees each part of an event's marks. Fields are only half of it: the
 * public and staff receive the marks of posted rounds only (`postedMarks`),
 * and a judge's tablet only that judge's own cards (`judgeView`).
 */
export const marksFields = {
  rounds: everyone,
  // Who keyed what and why, reopened cards, the cut: the chairman's and scrutineer's business.
  scoring: {
    each: {
      history: {
        each: {
          judgeKey: scoringOnly,
          dance: scoringOnly,
          couples: scoringOnly,
          source: scoringOnly,
          by: scoringOnly,
          reason: scoringOnly,
          at: scoringOnly,
          prev: scoringOnly,
          hash: scoringOnly,
        },
      },
      // The tablet tells its judge their card was reopened and why, or that the round is approved.
      reopened: { each: { reason: seenBy('scoring', 'judge'), by: scoringOnly, at: scoringOnly } },
      recallCut: scoringOnly,
      recallCutBy: scoringOnly,
      recallCutAt: scoringOnly,
      approvedAt: seenBy('scoring', 'judge'),
      approvedBy: scoringOnly,
    },
  },
} as const satisfies FieldTable<EventMarks>;

/** Who sees each part of an event's saved results: they exist only for posted rounds. */
export const resultsFields = {
  rounds: {
    each: {
      placements: publicly,
      sumRecalls: publicly,
      finalTable: {
        dances: publicly,
        dancePlaces: publicly,
        totals: publicly,
        explanations: publicly,
      },
      recalled: publicly,
      postedAt: publicly,
      // The head of the round's mark record: printed on the sheet, so anyone can check it later.
      markHash: publicly,
    },
  },
  finalResults: publicly,
} as const satisfies FieldTable<EventResults>;
