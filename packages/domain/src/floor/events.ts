import type { BigScreen, FloorNote, HeldFinal, OnFloor } from './state';

/** The facts of the floor (issue 14), folded by `applyFloor`. */
export type FloorEvent =
  | { type: 'HeatCalled'; onFloor: OnFloor }
  | {
      type: 'HeatReadySet';
      roundId: string;
      heat: number;
      ready: boolean;
      by: string;
      at: string;
    }
  | { type: 'FloorNoteSent'; note: FloorNote }
  | { type: 'FloorNoteCleared'; id: string }
  /** The whole screen as it now is: the controller's change or the next place revealed. */
  | { type: 'BigScreenSet'; screen: BigScreen }
  /** A break ended on the floor (issue 25 item 12): its one round's real end. */
  | { type: 'BreakEnded'; eventName: string; roundNumber: number; by: string; at: string }
  /** A final posted under `holdFinalResults`, or its reveal going on: what the public may see of it. */
  | { type: 'FinalHeld'; eventName: string; held: HeldFinal }
  /** A held final's every place is out: revealed to the last, or released by staff at the awards. */
  | { type: 'FinalReleased'; eventName: string };

export type FloorEventType = FloorEvent['type'];

/** Every event type the floor's fold takes, for the root's dispatch table; exactly the fold's. */
export const floorEventTypes = {
  HeatCalled: true,
  HeatReadySet: true,
  FloorNoteSent: true,
  FloorNoteCleared: true,
  BigScreenSet: true,
  BreakEnded: true,
  FinalHeld: true,
  FinalReleased: true,
} as const satisfies Record<FloorEventType, true>;
