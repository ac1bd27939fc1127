import type { OutgoingMessage } from './state';

/** The facts of messages to entrants, folded by `applyMessages`. */
export type MessageEvent =
  /** Staff sent a message: its recipients are fixed now, none mailed yet. */
  | { type: 'MessageQueued'; message: OutgoingMessage }
  /** The mail to `recipients[index]` is about to leave; the one before it, if any, left. */
  | { type: 'MessageMailStarted'; messageId: string; index: number }
  /** The mail to `recipients[index]` did not leave (or may not have: the server stopped). */
  | { type: 'MessageMailFailed'; messageId: string; index: number; reason: string }
  | { type: 'MessageFinished'; messageId: string; at: string };

export type MessageEventType = MessageEvent['type'];

/** Every event type messages' fold takes, for the root's dispatch table; exactly the fold's. */
export const messageEventTypes = {
  MessageQueued: true,
  MessageMailStarted: true,
  MessageMailFailed: true,
  MessageFinished: true,
} as const satisfies Record<MessageEventType, true>;
