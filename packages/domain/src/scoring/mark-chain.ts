import type { MarkChange } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { roundScoringOf } from './round-cards';
import { sha256 } from './sha256';

/**
 * The tamper-evident mark record (issue 15): every card change of a round
 * carries the hash of the round's previous change, so changing, removing or
 * reordering a stored change breaks every link after it, and the head hash
 * printed on the posted result sheet pins the whole record.
 */

/** A card change before it is linked into its round's chain. */
export type UnlinkedChange = Omit<MarkChange, 'prev' | 'hash'>;

/** JSON with every object's keys sorted, so the same facts always give the same text. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(sortedJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${sortedJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The text a change's hash is taken over: its round (event name and number
 * as stored) and every field of the change, with the previous link.
 */
export function canonicalChange(
  eventName: string,
  roundNumber: number,
  change: UnlinkedChange,
  prev: string,
): string {
  return sortedJson({
    event: eventName,
    round: roundNumber,
    judge: change.judgeKey,
    dance: change.dance,
    couples: change.couples,
    source: change.source,
    by: change.by,
    reason: change.reason,
    at: change.at,
    prev,
  });
}

/** The change with its link to the round's previous change and its own hash. */
export function linkedChange(
  eventName: string,
  roundNumber: number,
  change: UnlinkedChange,
  prev: string,
): MarkChange {
  return {
    ...change,
    prev,
    hash: sha256(canonicalChange(eventName, roundNumber, change, prev)),
  };
}

/**
 * The round's head: the hash of its last stored change, '' when it has none
 * (or only changes recorded before the chain). A discarded round starts over.
 */
export function roundHeadHash(
  state: Pick<CompetitionState, 'marks'>,
  eventName: string,
  roundNumber: number,
): string {
  return roundScoringOf(state, eventName, roundNumber).history.at(-1)?.hash ?? '';
}
