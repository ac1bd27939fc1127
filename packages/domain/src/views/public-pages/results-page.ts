import type { CompetitionMetadata } from '../../competition/metadata';
import type { PublicView } from '../public-view';
import { resultsIndex, type ResultsIndexEntry } from './results-index';

/** What /results shows: whether results are published and, if so, every event with results. */
export interface ResultsPageContent {
  /** Off while the organizers keep results unpublished (spec §3): the page then says so. */
  published: boolean;
  /** The events with a posted round or a round to follow live, in the order of the day. */
  events: ResultsIndexEntry[];
}

/** Whether the public may see results: once the organizers set resultsPageShown (spec §3). */
export const resultsPublished = (metadata: Pick<CompetitionMetadata, 'resultsPageShown'>) =>
  metadata.resultsPageShown === true;

const NONE: ResultsIndexEntry[] = [];
const indexed = new WeakMap<object, { results: object; events: ResultsIndexEntry[] }>();

/**
 * The index of events with results, the same array while the public view's
 * events and results are the same objects: a judge's card changes neither,
 * so it sends /results nothing.
 */
function indexOf(shown: PublicView): ResultsIndexEntry[] {
  const kept = indexed.get(shown.events);
  if (kept?.results === shown.results) {
    return kept.events;
  }
  const events = resultsIndex(shown);
  indexed.set(shown.events, { results: shown.results, events });
  return events;
}

/** /results: nothing of the events until the organizers publish results. */
export function resultsPageContent(shown: PublicView): ResultsPageContent {
  const published = resultsPublished(shown.metadata);
  return { published, events: published ? indexOf(shown) : NONE };
}
