import type { Round } from './dance-event';
import type { LifecycleRoundState } from './round-lifecycle-states';

/** Fields of a round that change in place (state, sizes, times, schedule position). */
export type RoundFields = Partial<
  Pick<
    Round,
    'recallSize' | 'numHeats' | 'roundStartTime' | 'roundActualStartTime' | 'scheduleIndex'
  >
> & {
  /** Stored as the plain code; only the round lifecycle (`transition`) writes it (ADR 015). */
  roundState?: LifecycleRoundState;
};

/** One round's change within a `RoundsUpdated` event. */
export interface RoundChange {
  eventName: string;
  roundNumber: number;
  fields: RoundFields;
}

/**
 * The round lifecycle's own events (ADR 015), which every area that moves a round may emit:
 * setup reshaping a schedule, scoring stepping a round back.
 */
export type RoundEvent =
  | { type: 'RoundsUpdated'; changes: RoundChange[] }
  /**
   * The couples a discarded preliminary result had recalled leave the round
   * they were recalled into (it holds no marks yet), so posting again
   * recalls afresh.
   */
  | { type: 'RecalledCouplesWithdrawn'; eventName: string; roundNumber: number; entryIds: string[] }
  /** A round's marks, scoring facts and saved result dropped (its state stepped back, confirmed). */
  | { type: 'RoundMarksDiscarded'; eventName: string; roundNumber: number };
