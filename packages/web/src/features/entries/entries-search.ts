import type { EventEntries } from '@floorcraft/domain';
import { containsWords, queryWords, searchText } from '../../lib/text-search';

/** Each event's rows as search reads them, made once per event rather than per keystroke. */
const texts = new WeakMap<EventEntries, string[]>();

function textsOf(event: EventEntries): string[] {
  let made = texts.get(event);
  if (!made) {
    made = event.rows.map((row) =>
      searchText([
        event.eventName,
        row.lead.name,
        row.follow.name,
        ...row.schools,
        row.number?.toString() ?? '',
      ]),
    );
    texts.set(event, made);
  }
  return made;
}

/**
 * The entries a search leaves: rows where every word is found in the
 * dancers' names, their schools, the number or the event's name ("bronze
 * lam" finds Lam in the Bronze events). Events with nothing left are
 * dropped; the counts stay the event's own.
 */
export function searchEntries(
  events: readonly EventEntries[],
  query: string,
): readonly EventEntries[] {
  const words = queryWords(query);
  if (words.length === 0) {
    return events;
  }
  return events.flatMap((event) => {
    const made = textsOf(event);
    const rows = event.rows.filter((_row, index) => containsWords(made[index]!, words));
    return rows.length > 0 ? [{ ...event, rows }] : [];
  });
}

/** An event's count as the list shows it: "12 couples · 1 looking for a partner". */
export function countLine(event: Pick<EventEntries, 'couples' | 'seeking'>): string {
  const couples = `${event.couples} ${event.couples === 1 ? 'couple' : 'couples'}`;
  return event.seeking > 0 ? `${couples} · ${event.seeking} looking for a partner` : couples;
}
