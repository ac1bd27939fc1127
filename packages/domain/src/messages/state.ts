/**
 * Whom a message to entrants goes to (issue 25 item 8): everybody registered,
 * the entrants of chosen events, one school, those who still owe, or those
 * without a waiver.
 */
export type MessageAudience =
  | { kind: 'everyone' }
  | { kind: 'events'; eventNames: string[] }
  | { kind: 'school'; school: string }
  | { kind: 'owing' }
  | { kind: 'noWaiver' };

/** An audience as stored: every kind's fields optional, so the views' allow-list can name them. */
export interface StoredAudience {
  kind: MessageAudience['kind'];
  eventNames?: string[];
  school?: string;
}

/** One address a message goes to: one mail, whichever of its dancers the audience chose. */
export interface MessageRecipient {
  email: string;
  /** The dancers of this address the audience chose, in the order of their names. */
  competitorIds: string[];
  names: string[];
}

/** Why one recipient got no mail. */
export interface MessageFailure {
  email: string;
  reason: string;
}

/**
 * A message staff sent to entrants: what, to whom, by whom, and how far its
 * sending got. Mails leave one at a time in the order of `recipients`;
 * `started` counts those whose sending began (recorded before each mail,
 * so a restart never sends one twice).
 */
export interface OutgoingMessage {
  id: string;
  subject: string;
  /** The text as written, with its placeholders ({name}, {competition}, {owed}). */
  body: string;
  audience: StoredAudience;
  recipients: MessageRecipient[];
  /** The actor label of who sent it. */
  by: string;
  at: string;
  started: number;
  failures: MessageFailure[];
  /** Set when the last mail's sending ended. */
  finishedAt?: string;
}
