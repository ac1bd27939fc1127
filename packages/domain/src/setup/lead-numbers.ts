import type { DanceEvent } from '../competition/dance-event';
import type { EntryChange } from './events';
import type { CompetitionState } from '../competition/state';

/** Spec §3: the number a placeholder couple wears. */
export const PLACEHOLDER_NUMBER = 9999;
/** Where new competitor numbers start. */
export const FIRST_NUMBER = 100;

function* allEntries(events: Record<string, DanceEvent>) {
  for (const event of Object.values(events)) {
    yield* Object.values(event.entries);
    for (const round of Object.values(event.rounds)) {
      yield* Object.values(round.entries);
    }
  }
}

/** Which lead wears each number now (placeholders excluded). */
export function numbersInUse(events: Record<string, DanceEvent>): Map<number, string> {
  const owners = new Map<number, string>();
  for (const entry of allEntries(events)) {
    if (entry.leadNumber !== PLACEHOLDER_NUMBER) {
      owners.set(entry.leadNumber, entry.leadId);
    }
  }
  return owners;
}

/**
 * A lead's competitor number: the one they already wear in another event,
 * else the lowest free number from 100 (spec: numbers without collisions).
 * `taken` is updated, so one call per new couple keeps a batch collision-free.
 */
export function numberFor(leadId: string, taken: Map<number, string>): number {
  for (const [number, owner] of taken) {
    if (owner === leadId) {
      return number;
    }
  }
  let number = FIRST_NUMBER;
  while (taken.has(number) || number === PLACEHOLDER_NUMBER) {
    number += 1;
  }
  taken.set(number, leadId);
  return number;
}

const PATH = /^events\/([^/]+)\/(?:rounds\/(\d+)\/)?entries\/([^/]+)\/leadNumber$/;

/**
 * Spec §5 bulk lead-number updates: paths of the form
 * `events/{event}/rounds/{round}/entries/{entry}/leadNumber` (or the
 * event's own `events/{event}/entries/{entry}/leadNumber`), with string or
 * number values. All are checked first; any problem refuses the whole batch,
 * and so does a number that would then be worn by two different leads.
 */
export function leadNumberChanges(
  state: CompetitionState,
  updates: readonly { path: string; value: string | number }[],
): { ok: true; changes: EntryChange[] } | { ok: false; error: string } {
  const changes: EntryChange[] = [];
  const problems: string[] = [];
  const leads = new Map<string, string>();
  for (const { path, value } of updates) {
    const match = PATH.exec(path);
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (!match) {
      problems.push(
        `"${path}" is not a path of the form events/{event}/rounds/{round}/entries/{entry}/leadNumber`,
      );
      continue;
    }
    if (!Number.isInteger(number) || number < 1 || number > 99_999) {
      problems.push(`${path}: "${value}" is not a whole number from 1 to 99999`);
      continue;
    }
    if (number === PLACEHOLDER_NUMBER) {
      problems.push(`${path}: ${PLACEHOLDER_NUMBER} is kept for placeholder couples`);
      continue;
    }
    const [, eventName = '', round, entryId = ''] = match;
    const event = state.events[decodeURIComponent(eventName)];
    const roundNumber = round === undefined ? undefined : Number(round);
    const holder = roundNumber === undefined ? event : event?.rounds[roundNumber];
    const entry = holder?.entries[decodeURIComponent(entryId)];
    if (!entry) {
      problems.push(`${path}: no such entry`);
      continue;
    }
    leads.set(`${number}`, leads.get(`${number}`) ?? entry.leadId);
    if (leads.get(`${number}`) !== entry.leadId) {
      problems.push(`number ${number} is given to two different leads in this update`);
    }
    changes.push({
      eventName: entry && event ? event.name : '',
      ...(roundNumber === undefined ? {} : { roundNumber }),
      entryId: entry.entryId,
      fields: { leadNumber: number },
    });
  }
  const owners = numbersInUse(state.events);
  const updatedLeads = new Set(leads.values());
  for (const [number, leadId] of leads) {
    const owner = owners.get(Number(number));
    if (owner !== undefined && owner !== leadId && !updatedLeads.has(owner)) {
      problems.push(`number ${number} is already worn by another lead`);
    }
  }
  return problems.length > 0 ? { ok: false, error: problems.join('; ') } : { ok: true, changes };
}
