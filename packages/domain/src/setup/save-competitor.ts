import type { Competitor, Entry } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import type { EntryChange } from './events';
import type { CompetitionState } from '../competition/state';
import { accept, type Decision } from '../competition/decision';

type CopiedFields = Pick<Entry, 'leadName' | 'followName' | 'affiliation'>;

/** What an entry must change to agree with `competitor`, or undefined when it already does. */
function copiedFields(entry: Entry, competitor: Competitor): Partial<CopiedFields> | undefined {
  const fields: Partial<CopiedFields> = {};
  if (entry.leadId === competitor.id) {
    if (entry.leadName !== competitor.name) {
      fields.leadName = competitor.name;
    }
    // An entry's school is its lead's (see makeEntry).
    if (entry.affiliation !== competitor.affiliation) {
      fields.affiliation = competitor.affiliation;
    }
  }
  if (entry.followId === competitor.id && entry.followName !== competitor.name) {
    fields.followName = competitor.name;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Every copy of the dancer's name and school that differs: event entries and each round's. */
function entryChanges(state: CompetitionState, competitor: Competitor): EntryChange[] {
  const changes: EntryChange[] = [];
  for (const event of Object.values(state.events)) {
    const eventName = event.name;
    for (const entry of Object.values(event.entries)) {
      const fields = copiedFields(entry, competitor);
      if (fields) {
        changes.push({ eventName, entryId: entry.entryId, fields });
      }
    }
    for (const round of Object.values(event.rounds)) {
      for (const entry of Object.values(round.entries)) {
        const fields = copiedFields(entry, competitor);
        if (fields) {
          changes.push({
            eventName,
            roundNumber: round.roundNumber,
            entryId: entry.entryId,
            fields,
          });
        }
      }
    }
  }
  return changes;
}

/**
 * Saves a dancer. Entries carry copies of their dancers' names and the
 * lead's school, so heat sheets, the judges' tablets and results read
 * without a lookup; correcting a name or a school is copied into every
 * entry of every event and round, in the same step.
 */
export function saveCompetitor(state: CompetitionState, competitor: Competitor): Decision {
  const saved: DomainEvent = { type: 'CompetitorsSaved', competitors: [competitor] };
  const changes = competitor.id in state.competitors ? entryChanges(state, competitor) : [];
  return changes.length > 0 ? accept(saved, { type: 'EntriesUpdated', changes }) : accept(saved);
}
