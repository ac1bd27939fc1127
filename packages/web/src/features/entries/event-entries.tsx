import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import { countLine, type EventEntries } from './entries-by-event';
import { EntryLine } from './entry-line';
import classes from './entries.module.css';

/** One event's heading, its count and its couples. */
export function EventEntriesSection({
  event,
  slug,
}: {
  event: EventEntries;
  slug: string | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.event}>
      <Title order={2} size="h3" id={headingId}>
        {event.eventName}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {countLine(event)}
      </Text>
      {event.rows.length === 0 ? (
        <Text>No entries yet.</Text>
      ) : (
        <ul className={classes.rows} aria-label={`Entries in ${event.eventName}`}>
          {event.rows.map((row) => (
            <EntryLine key={row.entryId} row={row} slug={slug} />
          ))}
        </ul>
      )}
    </section>
  );
}
