import type { CompetitionState } from '../competition/state';
import type { RunningRound } from '../schedule-estimate/competition-running';
import { publicView, type PublicMetadata } from './public-view';

/** A round as far as "is the competition running" reads it (`isCompetitionRunning`). */
export type FrameRound = RunningRound;

/**
 * What every page's frame reads of a competition (ADR 030): the top bar's
 * name, colour and Register or Results, the footer's links, the admin
 * header's name, dates and archive notice, the tab title, the time zone, and
 * the rounds' states for the top bar's Live. A few kilobytes where the
 * public view is megabytes on a large day, so a screen that needs only its
 * own view (the registrar's desk, a judge's tablet) never waits for the
 * whole competition. Computed from the public view: nothing in it is private.
 */
export interface CompetitionFrame {
  slug: string;
  metadata: Omit<PublicMetadata, 'officials' | 'organizers'>;
  archived: boolean;
  events: Record<string, { rounds: Record<number, FrameRound> }>;
}

const framedEvents = new WeakMap<object, CompetitionFrame['events']>();
const framedMetadata = new WeakMap<object, CompetitionFrame['metadata']>();

function eventsOf(events: CompetitionState['events']): CompetitionFrame['events'] {
  let framed = framedEvents.get(events);
  if (!framed) {
    framed = {};
    for (const [name, event] of Object.entries(events)) {
      const rounds: Record<number, FrameRound> = {};
      for (const [number, round] of Object.entries(event.rounds)) {
        const { roundState, roundActualStartTime, roundStartTime, scheduleIndex } = round;
        rounds[Number(number)] = {
          roundState,
          roundActualStartTime,
          roundStartTime,
          scheduleIndex,
        };
      }
      framed[name] = { rounds };
    }
    framedEvents.set(events, framed);
  }
  return framed;
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
 * the frame's watchers nothing, and a round started sends only that round.
 */
export function frameView(state: CompetitionState): CompetitionFrame {
  const shown = publicView(state);
  return {
    slug: shown.slug,
    metadata: metadataOf(shown.metadata),
    archived: shown.archived ?? false,
    events: eventsOf(shown.events),
  };
}
