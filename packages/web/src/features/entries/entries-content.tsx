import type { EventEntries } from '@floorcraft/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { PlainSearchField } from '../../components/plain/plain-search-field';
import { hrefFor } from '../../config/paths';
import { searchEntries } from './entries-search';
import { EventEntriesList } from './event-entries';

function summaryOf(shown: readonly EventEntries[], query: string): string {
  const events = `${shown.length} ${shown.length === 1 ? 'event' : 'events'}`;
  if (query.trim() === '') {
    // By the counts: the page may hold only its first rows until the whole view comes.
    const entries = shown.reduce((sum, event) => sum + event.couples + event.seeking, 0);
    return `${events}, ${entries} ${entries === 1 ? 'entry' : 'entries'}.`;
  }
  const rows = shown.reduce((sum, event) => sum + event.rows.length, 0);
  return rows === 0
    ? `No entry matches "${query.trim()}".`
    : `${rows} ${rows === 1 ? 'entry matches' : 'entries match'} in ${events}.`;
}

interface EntriesContentProps {
  events: EventEntries[];
  /** Dancers (not places) looking for a partner. */
  seekingDancers: number;
  slug: string | undefined;
}

/**
 * /entries: every event's couples with their numbers, names and schools,
 * searchable, live from the page's view (a new registration appears as it
 * is stored). Dancers holding a TBA place show with "TBA" and a link to
 * the TBA list; a 9999 is never shown as a number.
 */
export function EntriesContent({ events, seekingDancers, slug }: EntriesContentProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => searchEntries(events, deferredQuery), [events, deferredQuery]);
  return (
    <>
      <p>
        Every couple entered, by event, in the order of the day. The list updates by itself as
        couples register.
      </p>
      {seekingDancers > 0 && (
        <p>
          {seekingDancers === 1 ? 'One dancer is' : `${seekingDancers} dancers are`} looking for a
          partner:{' '}
          <a className="fc-underline" href={hrefFor('tbaList', slug)}>
            see the TBA list
          </a>
          .
        </p>
      )}
      <PlainSearchField
        label="Search entries"
        description="A name, a school, a number or an event"
        value={query}
        onChange={setQuery}
        summary={summaryOf(shown, deferredQuery)}
      />
      {events.length === 0 && <p>No events have been set up yet.</p>}
      {/* A new search starts the list again from its first rows. */}
      <EventEntriesList key={deferredQuery} events={shown} slug={slug} />
    </>
  );
}
