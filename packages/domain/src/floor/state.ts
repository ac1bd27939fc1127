/**
 * The competition floor as the floor staff run it (issue 14): which heat the
 * MC called, which heats the deck captain has lined up, the deck captain's
 * notes to the MC, and what the big screen shows. Part of the live state, so
 * every screen follows it without a reload and a reloaded screen comes back
 * where it was.
 */
export interface FloorState {
  /** The heat called onto the floor last; absent until the first call. */
  onFloor?: OnFloor;
  /** Heats the deck captain has lined up: round id → heat number → who and when. */
  heatsReady: Record<string, Record<string, Stamp>>;
  /** The deck captain's notes to the MC and chairman, oldest first (the newest `NOTES_KEPT`). */
  notes: FloorNote[];
  bigScreen: BigScreen;
  /**
   * Finals whose places are held back from the public (issue 25 item 12, ADR 029), by event
   * name: posted while `settings.holdFinalResults` was on and not yet wholly revealed or
   * released. A final leaves this record once every place is out.
   */
  heldFinals: Record<string, HeldFinal>;
}

/** A held final: how many couples it places, and how many the big screen has revealed (from last). */
export interface HeldFinal {
  places: number;
  revealed: number;
}

/** Who did something on the floor (the actor label of the log) and when (ISO, UTC). */
export interface Stamp {
  by: string;
  at: string;
}

export interface OnFloor extends Stamp {
  eventName: string;
  roundNumber: number;
  /** 1-based heat of the round. */
  heat: number;
  /** The dance called, when the MC names one. */
  dance?: string;
}

export interface FloorNote extends Stamp {
  id: string;
  text: string;
  /** The round the note is about, when it is about one. */
  roundId?: string;
}

/**
 * What the big screen shows. `auto` follows the floor by itself; the other
 * modes are the controller's pick: the floor now, a posted round's recalls, a
 * posted final revealed place by place, the next events, or a welcome screen.
 */
export const bigScreenModes = ['auto', 'floor', 'recalls', 'final', 'upcoming', 'welcome'] as const;
export type BigScreenMode = (typeof bigScreenModes)[number];

export interface BigScreen {
  mode: BigScreenMode;
  /** The round shown in `recalls` and `final` modes. */
  eventName?: string;
  roundNumber?: number;
  /** Places of the final revealed so far, counted from last place. */
  revealed: number;
  /** The welcome screen's words under the competition's name: sponsors, thanks. */
  welcomeText: string;
  /** When the controller last changed it ('' never). */
  changedAt: string;
}

/** Notes kept: the floor needs the recent ones, and the state must not grow all day. */
export const NOTES_KEPT = 30;

export const emptyFloor: FloorState = {
  heatsReady: {},
  notes: [],
  bigScreen: { mode: 'auto', revealed: 0, welcomeText: '', changedAt: '' },
  heldFinals: {},
};
