/**
 * What the big screen shows (issue 14), exactly: the public screen and the
 * controller's preview render the same value, so they cannot disagree.
 */
export type BigScreenContent = ShownContent & {
  /** Chosen by the auto rule rather than picked by the controller. */
  auto: boolean;
};

/** One of the screen's layouts with what it holds. */
export type ShownContent =
  FloorContent | RecallsContent | FinalContent | UpcomingContent | WelcomeContent;

/** The round on the floor: a heat called (its couples' numbers), or the whole round. */
export interface FloorContent {
  kind: 'floor';
  eventName: string;
  roundNumber: number;
  /** "Semi-Final", or a schedule item's own name. */
  roundName: string;
  /** A schedule item (lunch, awards): no heats, no couples. */
  item: boolean;
  dance?: string;
  /** The heat called, when one was: "heat 2 of 3". */
  heat?: { number: number; of: number };
  /** The couples on the floor, ascending. */
  numbers: number[];
}

/** A posted preliminary round's recall. */
export interface RecallsContent {
  kind: 'recalls';
  eventName: string;
  roundNumber: number;
  roundName: string;
  /** The round the couples are recalled to ("Final"). */
  nextRoundName?: string;
  /** Recalled couples, ascending. */
  numbers: number[];
}

/** One couple's place in a final, as the hall sees it. */
export interface BigScreenPlace {
  place: number;
  /** "1st", or "=3rd" for a shared place. */
  placeText: string;
  number: number;
  names: string;
  school: string;
}

/** A posted final, revealed from last place up: only the places shown so far. */
export interface FinalContent {
  kind: 'final';
  eventName: string;
  /** Couples shown so far, counted from last place. */
  revealed: number;
  /** Couples the final places. */
  total: number;
  /** The revealed couples, best first. */
  places: BigScreenPlace[];
}

/** A round still to come, with its times (venue-local `YYYY-MM-DDTHH:mm`). */
export interface UpcomingRound {
  eventName: string;
  roundNumber: number;
  roundName: string;
  item: boolean;
  /** Planned start; '' when not planned. */
  planned: string;
  /** When it is now expected, only when that differs from the plan. */
  expected?: string;
}

export interface UpcomingContent {
  kind: 'upcoming';
  rounds: UpcomingRound[];
}

/** The competition's name and the controller's words (sponsors, thanks). */
export interface WelcomeContent {
  kind: 'welcome';
  name: string;
  text: string;
}
