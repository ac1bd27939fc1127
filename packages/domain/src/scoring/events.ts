import type { RoundEvent } from '../competition/round-events';
import type { MarkChange, ReopenedCard, SavedRoundResult } from '../competition/dance-event';

/** Judges' cards, the recall cut, the chairman's approval, the panel and posted results. */
export type ScoringEvent =
  /** A judge's card for one dance stored (from a tablet or keyed from paper). */
  | { type: 'MarksStored'; eventName: string; roundNumber: number; change: MarkChange }
  | {
      type: 'JudgeCardReopened';
      eventName: string;
      roundNumber: number;
      judgeKey: string;
      card: ReopenedCard;
    }
  | {
      type: 'RecallCutSet';
      eventName: string;
      roundNumber: number;
      recall: number;
      /** Who chose and when (absent in logs written before issue 15). */
      by?: string;
      at?: string;
    }
  | { type: 'RoundApproved'; eventName: string; roundNumber: number; at: string; by: string }
  /**
   * The judges who mark a round (absent: every judge). The cards of judges
   * taken off stay; an approval and a recall chosen on the old panel's
   * totals are withdrawn.
   */
  | { type: 'RoundPanelSet'; eventName: string; roundNumber: number; judgeKeys?: string[] }
  /** Results published; with the Final, the event's final results too. */
  | {
      type: 'RoundPosted';
      eventName: string;
      roundNumber: number;
      result: SavedRoundResult;
      finalResults?: Record<string, number>;
    };

/** The events scoring folds: its own, and the round lifecycle's discard of a round's marks. */
export type ScoringFoldEvent = ScoringEvent | Extract<RoundEvent, { type: 'RoundMarksDiscarded' }>;

/** Every event type scoring's fold takes, for the root's dispatch table; exactly the fold's. */
export const scoringEventTypes = {
  MarksStored: true,
  JudgeCardReopened: true,
  RecallCutSet: true,
  RoundApproved: true,
  RoundPanelSet: true,
  RoundPosted: true,
  RoundMarksDiscarded: true,
} as const satisfies Record<ScoringFoldEvent['type'], true>;
