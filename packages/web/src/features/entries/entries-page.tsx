import { Anchor, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { SearchField } from '../../components/search-field';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { entriesByEvent, searchEntries, type EventEntries } from './entries-by-event';
import { EventEntriesSection } from './event-entries';

function summaryOf(shown: readonly EventEntries[], query: string): string {
  const rows = shown.reduce((sum, event) => sum + event.rows.length, 0);
  const events = `${shown.length} ${shown.length === 1 ? 'event' : 'events'}`;
  if (query.trim() === '') {
    return `${events}, ${rows} ${rows === 1 ? 'entry' : 'entries'}.`;
  }
  return rows === 0
    ? `No entry matches "${query.trim()}".`
    : `${rows} ${rows === 1 ? 'entry matches' : 'entries match'} in ${events}.`;
}

/**
 * /entries: every event's couples with their numbers, names and schools,
 * searchable, live from the public view (a new registration appears as it
 * is stored). Dancers holding a TBA place show with "TBA" and a link to
 * the TBA list; a 9999 is never shown as a number.
 */
export function Component() {
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const events = useMemo(() => (competition ? entriesByEvent(competition) : []), [competition]);
  const shown = useMemo(() => searchEntries(events, deferredQuery), [events, deferredQuery]);
  // Dancers, not places: one dancer may hold a TBA place in several events.
  const seeking = new Set(
    Object.values(competition?.registration.seeking ?? {}).map((record) => record.competitorId),
  ).size;
  return (
    <Page title="Entries">
      {!competition ? (
        <CompetitionPending />
      ) : (
        <>
          <Text>
            Every couple entered, by event, in the order of the day. The list updates by itself as
            couples register.
          </Text>
          {seeking > 0 && (
            <Text>
              {seeking === 1 ? 'One dancer is' : `${seeking} dancers are`} looking for a partner:{' '}
              <Anchor component={Link} to={hrefFor('tbaList', slug)} underline="always">
                see the TBA list
              </Anchor>
              .
            </Text>
          )}
          <SearchField
            label="Search entries"
            description="A name, a school, a number or an event"
            value={query}
            onChange={setQuery}
            summary={summaryOf(shown, deferredQuery)}
          />
          {events.length === 0 && <Text>No events have been set up yet.</Text>}
          <Stack gap="xl">
            {shown.map((event) => (
              <EventEntriesSection key={event.eventName} event={event} slug={slug} />
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
