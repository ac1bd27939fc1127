import { asksToConfirmLateEntry } from '@floorcraft/domain';
import type { ConfirmedRetry } from '../api/use-action';
import type { ConfirmRequest } from './confirm-store';

/**
 * The server's refusal of an entry in an event already under way, sent by
 * registration staff (`events: "Gold Standard" is already under way; confirm
 * to add a late entry`), turned into the question the app's dialog asks.
 */
export function lateEntryQuestion(refusal: string): ConfirmRequest {
  const event = /"([^"]+)"/.exec(refusal)?.[1] ?? 'This event';
  return {
    title: 'Add a late entry?',
    message: `${event} is already under way. Add a late entry?`,
    confirmLabel: 'Add late entry',
  };
}

/**
 * A staff refusal that asks to confirm a late entry (issue 24 item 13): ask,
 * then send `then`, the same registration with `lateEntry: true`.
 */
export function lateEntryConfirmation<Retry>(then: Retry): ConfirmedRetry<Retry> {
  return { when: asksToConfirmLateEntry, question: lateEntryQuestion, then };
}
