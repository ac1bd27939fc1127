import type { DanceEvent } from '../../competition/dance-event';
import type { PublicView } from '../public-view';
import { resultsPublished } from './results-page';

/**
 * What /results/{event} reads to draw one event's sheets: that event alone,
 * its posted marks and saved results (the public view holds no others), the
 * officials who judged, and its held final if any. The web draws the sheets
 * from it with the same code as the scrutineer's, so the page and the paper
 * never disagree; a phone never downloads the rest of the day.
 */
export interface EventResultsSource extends Pick<PublicView, 'events' | 'marks' | 'results'> {
  metadata: Pick<PublicView['metadata'], 'officials'>;
  floor: Pick<PublicView['floor'], 'heldFinals'>;
}

/** /results/{event}: the event's name, and its sheets' source once results are published. */
export interface ResultDetailsContent {
  eventName: string;
  published: boolean;
  /** Absent until the organizers publish results. */
  source?: EventResultsSource;
}

const kept = new WeakMap<object, { parts: unknown[]; source: EventResultsSource }>();

/** The event's source, the same object while every part it is made of is the same. */
function sourceOf(shown: PublicView, event: DanceEvent): EventResultsSource {
  const name = event.name;
  const marks = shown.marks[name];
  const results = shown.results[name];
  const held = shown.floor.heldFinals[name];
  const officials = shown.metadata.officials;
  const parts = [marks, results, held, officials];
  const before = kept.get(event);
  if (before && before.parts.every((part, index) => part === parts[index])) {
    return before.source;
  }
  const source: EventResultsSource = {
    events: { [name]: event },
    marks: marks ? { [name]: marks } : {},
    results: results ? { [name]: results } : {},
    metadata: { officials },
    floor: { heldFinals: held ? { [name]: held } : {} },
  };
  kept.set(event, { parts, source });
  return source;
}

/**
 * The view of one event's results page; undefined for an event the
 * competition does not run (the page is then not found).
 */
export function resultDetailsContent(
  shown: PublicView,
  eventName: string,
): ResultDetailsContent | undefined {
  if (!Object.hasOwn(shown.events, eventName)) {
    return undefined;
  }
  const event = shown.events[eventName]!;
  if (!resultsPublished(shown.metadata)) {
    return { eventName, published: false };
  }
  return { eventName, published: true, source: sourceOf(shown, event) };
}
