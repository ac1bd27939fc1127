import type { CompetitionState } from '../competition/state';
import type { MessageEvent } from './events';
import type { OutgoingMessage } from './state';

function update(
  state: CompetitionState,
  messageId: string,
  change: (message: OutgoingMessage) => OutgoingMessage,
): CompetitionState {
  const message = state.messages?.[messageId];
  return message
    ? { ...state, messages: { ...state.messages, [messageId]: change(message) } }
    : state;
}

/** Folds the events of messages to entrants; the recipient list itself is never copied. */
export function applyMessages(state: CompetitionState, event: MessageEvent): CompetitionState {
  switch (event.type) {
    case 'MessageQueued':
      return { ...state, messages: { ...state.messages, [event.message.id]: event.message } };
    case 'MessageMailStarted':
      return update(state, event.messageId, (message) => ({
        ...message,
        started: event.index + 1,
      }));
    case 'MessageMailFailed':
      return update(state, event.messageId, (message) => {
        const email = message.recipients[event.index]?.email ?? '';
        return { ...message, failures: [...message.failures, { email, reason: event.reason }] };
      });
    case 'MessageFinished':
      return update(state, event.messageId, (message) => ({ ...message, finishedAt: event.at }));
  }
}
