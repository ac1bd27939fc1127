import { asksToConfirmOverCap } from '@floorcraft/domain';
import type { ConfirmedRetry } from '../api/use-action';
import type { ConfirmRequest } from './confirm-store';

/**
 * The server's refusal of a staff entry in a full event (`events: "Gold
 * Standard" is full: 12 couples entered, its cap, and 2 waiting; confirm to
 * enter them over the cap`), turned into the question the app's dialog asks.
 */
export function overCapQuestion(refusal: string): ConfirmRequest {
  const event = /"([^"]+)"/.exec(refusal)?.[1] ?? 'This event';
  const standing = /is full: (.+); confirm/.exec(refusal)?.[1];
  return {
    title: 'Enter over the cap?',
    message: `${event} is full${standing ? ` (${standing})` : ''}. Enter them over the cap anyway? Those waiting stay in line.`,
    confirmLabel: 'Enter over the cap',
  };
}

/**
 * A staff refusal that asks to confirm an entry past an event's cap (issue 25
 * item 11, ADR 028): ask, then send `then`, the same change with `overCap: true`.
 */
export function overCapConfirmation<Retry>(then: Retry): ConfirmedRetry<Retry> {
  return { when: asksToConfirmOverCap, question: overCapQuestion, then };
}
