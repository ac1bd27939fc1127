import type { Command } from '@floorcraft/domain';
import { sentence } from '../../lib/api/api-error';
import { commandEnvelope, commandsPath } from '../../lib/api/send-command';
import type { PendingCard } from './outbox';
import type { PostResult } from './outbox-sync';

/** The command a pending card stands for. */
export function submitMarksCommand(card: PendingCard): Command {
  return {
    type: 'submitMarks',
    eventName: card.eventName,
    roundNumber: card.roundNumber,
    judgeKey: card.judgeKey,
    dance: card.dance,
    couples: card.couples,
  };
}

/**
 * How an answer is read. 200 (`applied` or `duplicate`) acknowledges the id.
 * 401/403 mean this tablet is not (or no longer) linked to the judge: the card
 * waits on the tablet for a new link rather than being lost. 408, 429 and 5xx
 * are passing troubles. Any other 4xx refuses the card itself.
 */
export function readAnswer(status: number, body: { error?: string; version?: number }): PostResult {
  if (status >= 200 && status < 300) {
    return { kind: 'accepted', version: body.version ?? 0 };
  }
  const said = body.error ? sentence(body.error) : `The server answered ${status}.`;
  if (status === 401) {
    return {
      kind: 'retry',
      reason: 'This tablet is no longer linked: ask the scrutineer for a new tablet code.',
    };
  }
  if (status === 403 || status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', reason: said };
  }
  return { kind: 'refused', reason: said };
}

/**
 * Sends one card as `submitMarks` with its own id. Plain `fetch`, not the
 * signed-in users' client: a tablet has no session to renew, and a failure
 * must never become a sign-in dialog.
 */
export async function postCard(card: PendingCard): Promise<PostResult> {
  // The browser knows it has no network: wait for its 'online' event rather than try.
  // (A request would fail anyway; through the offline app shell it could even be made
  // by the service worker, which a test's emulated offline does not cover.)
  if (navigator.onLine === false) {
    return { kind: 'retry', reason: 'This tablet is offline.' };
  }
  let response: Response;
  try {
    response = await fetch(commandsPath(card.slug), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(commandEnvelope(submitMarksCommand(card), card.commandId)),
    });
  } catch {
    return { kind: 'retry', reason: 'The server cannot be reached.' };
  }
  let body: { error?: string; version?: number } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's error page or an empty answer: the status says enough.
  }
  return readAnswer(response.status, body);
}
