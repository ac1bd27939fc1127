import type { CompetitionState } from '../competition/state';
import {
  runningSummary,
  sameRunningSummary,
  type RunningSummary,
} from '../schedule-estimate/competition-running';
import { keptWhileSame, type KeptCache } from './public-pages/kept-while-same';
import { publicView, type PublicMetadata, type PublicView } from './public-view';

/**
 * What every page's frame reads of a competition (ADR 030): the top bar's
 * name, colour and Register or Results, the footer's links, the admin
 * header's name, dates and archive notice, the tab title, the time zone, and
 * what the top bar's Live reads of the rounds. About a kilobyte where the
 * public view is megabytes on a large day, so a screen that needs only its
 * own view (the registrar's desk, a judge's tablet) never waits for the
 * whole competition, and a server-drawn public page (ADR 044) inlines it at
 * little cost. Computed from the public view: nothing in it is private.
 */
export interface CompetitionFrame {
  slug: string;
  metadata: Omit<PublicMetadata, 'officials' | 'organizers'>;
  archived: boolean;
  /**
   * The rounds summed up for `isCompetitionRunning`, not the rounds: every
   * round's state and times were 71–87 KB of JSON in every public page's
   * inlined data on the 1,500-couple competition, parsed by every phone
   * before the page comes alive; the summary is a few dozen bytes.
   */
  rounds: RunningSummary;
}

const framedRounds: KeptCache<RunningSummary> = new WeakMap();
const framedMetadata = new WeakMap<object, CompetitionFrame['metadata']>();

/**
 * The rounds' summary, made again only for a new events object and kept
 * while it reads the same: a round's couples or marks changing, or a card
 * moving a round from Running to Marked, sends the frame nothing. Kept per
 * competition by its public metadata, which changes seldom.
 */
function roundsOf(shown: PublicView): RunningSummary {
  return keptWhileSame(
    framedRounds,
    shown.metadata,
    [shown.events],
    () => runningSummary(shown.events),
    sameRunningSummary,
  );
}

function metadataOf(metadata: PublicMetadata): CompetitionFrame['metadata'] {
  let framed = framedMetadata.get(metadata);
  if (!framed) {
    const { officials: _officials, organizers: _organizers, ...rest } = metadata;
    framed = rest;
    framedMetadata.set(metadata, framed);
  }
  return framed;
}

/**
 * A competition's frame (see `CompetitionFrame`). Its parts keep their
 * identity while the public view's do, so a judge's card or a payment sends
 * the frame's watchers nothing, and a round started only what it changes of
 * the summary.
 */
export function frameView(state: CompetitionState): CompetitionFrame {
  const shown = publicView(state);
  return {
    slug: shown.slug,
    metadata: metadataOf(shown.metadata),
    archived: shown.archived ?? false,
    rounds: roundsOf(shown),
  };
}
