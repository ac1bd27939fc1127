import { entryRowKey, type EntryRow, type EventEntries } from '@floorcraft/domain';
import { PlainShowMore } from '../../components/plain/plain-show-more';
import { MORE_ROWS, useRowsInChunks } from '../../hooks/use-rows-in-chunks';
import { countLine } from './entries-search';
import { EntryLine } from './entry-line';

/** The id of an event's heading, for its section's name (the same on the server and in hydration). */
const headingId = (index: number) => `entries-event-${index}`;

/** One event's heading, its count and the couples drawn so far. */
function EventEntriesSection({
  event,
  rows,
  index,
  firstRow,
  slug,
}: {
  event: EventEntries;
  rows: readonly EntryRow[];
  index: number;
  /** The place of its first row in the page's whole list. */
  firstRow: number;
  slug: string | undefined;
}) {
  return (
    <section aria-labelledby={headingId(index)} className="fc-event">
      <h2 className="fc-h3" id={headingId(index)}>
        {event.eventName}
      </h2>
      <p className="fc-muted fc-small">{countLine(event)}</p>
      {event.rows.length === 0 ? (
        <p>No entries yet.</p>
      ) : (
        <ul className="fc-lines" aria-label={`Entries in ${event.eventName}`}>
          {rows.map((row, rowIndex) => (
            <EntryLine key={entryRowKey(row)} row={row} index={firstRow + rowIndex} slug={slug} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The events and their couples: the first rows at once (server and
 * hydration alike), then a chunk per task (issue 27), in order; on a big
 * competition the rest as the reader scrolls on.
 */
export function EventEntriesList({
  events,
  slug,
}: {
  events: readonly EventEntries[];
  slug: string | undefined;
}) {
  const total = events.reduce((sum, event) => sum + event.rows.length, 0);
  const { count, more, asked } = useRowsInChunks(total);
  let left = count;
  const drawn: { event: EventEntries; rows: readonly EntryRow[]; firstRow: number }[] = [];
  for (const event of events) {
    // An event with entries but none of its rows here is past the first rows the server
    // inlined (`inlinedPart`): it and those after come with the whole view.
    const rowsToCome = event.rows.length === 0 && event.couples + event.seeking > 0;
    if (rowsToCome || (event.rows.length > 0 && left <= 0)) {
      break;
    }
    drawn.push({ event, rows: event.rows.slice(0, Math.max(left, 0)), firstRow: count - left });
    left -= event.rows.length;
  }
  return (
    <div className="fc-events">
      {drawn.map(({ event, rows, firstRow }, index) => (
        <EventEntriesSection
          key={event.eventName}
          event={event}
          rows={rows}
          index={index}
          firstRow={firstRow}
          slug={slug}
        />
      ))}
      {more && (
        <PlainShowMore
          key={asked}
          noun="entries"
          shown={count}
          total={total}
          more={more}
          step={MORE_ROWS}
        />
      )}
    </div>
  );
}
