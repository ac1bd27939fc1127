import type { DanceEvent } from '@floorcraft/domain';

/** One line of the events table. */
export interface EventRow {
  name: string;
  level: string;
  style: string;
  ageGroup: string;
  dances: string;
  couples: number;
}

/** The events as the table lists them, by name; a missing level or style shows as a dash. */
export function eventRows(events: Readonly<Record<string, DanceEvent>>): EventRow[] {
  return Object.values(events)
    .map((event) => ({
      name: event.name,
      level: event.eventLevel ?? '—',
      style: event.style ?? '—',
      ageGroup: event.ageGroup ?? '—',
      dances: event.eventDances.join(', '),
      couples: Object.keys(event.entries).length,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
