import { pacedRounds, type PacedRound } from '../../schedule-estimate/schedule-estimate';
import { schedulePace, type SchedulePace } from '../../schedule-estimate/schedule-pace';
import type { PublicView } from '../public-view';
import { competitorDay, type CompetitorDay } from './competitor-day';
import { keptWhileSame, type KeptCache } from './kept-while-same';

/** What a dancer's page reads of the public view. */
export type CompetitorPageSource = Pick<
  PublicView,
  'competitors' | 'events' | 'results' | 'registration'
>;

/**
 * What the page estimates its times from, with the clock it is drawn at
 * (`estimateFromPace`): the day's pace and the dancer's own scheduled
 * rounds, the same times `scheduleEstimate` gives them from the whole view.
 */
export interface CompetitorSchedule {
  pace: SchedulePace;
  rounds: PacedRound[];
}

/** /competitors/{id}: the dancer's day and what its times are estimated from. */
export interface CompetitorPageContent {
  day: CompetitorDay;
  schedule: CompetitorSchedule;
}

interface ScheduleParts {
  pace: SchedulePace;
  rounds: Map<string, PacedRound>;
}

/** The pace and every scheduled round, once per events object for all dancers' pages. */
const schedules = new WeakMap<object, ScheduleParts>();

function scheduleParts(events: PublicView['events']): ScheduleParts {
  let parts = schedules.get(events);
  if (!parts) {
    const source = { events };
    parts = {
      pace: schedulePace(source),
      rounds: new Map(pacedRounds(source).map((round) => [round.roundId, round])),
    };
    schedules.set(events, parts);
  }
  return parts;
}

function contentOf(source: CompetitorPageSource, id: string): CompetitorPageContent | undefined {
  const day = competitorDay(source, id);
  if (!day) {
    return undefined;
  }
  const { pace, rounds } = scheduleParts(source.events);
  const own = day.events.flatMap((event) =>
    event.rounds.flatMap((round) => rounds.get(round.roundId) ?? []),
  );
  return { day, schedule: { pace, rounds: own } };
}

/** Kept per dancer: the competitor's own record is the input that changes least. */
const kept: KeptCache<CompetitorPageContent | undefined> = new WeakMap();

/**
 * A registered dancer's page (issue 13): their day (`competitorDay`) and
 * what its times are estimated from; undefined for an id nobody registered.
 * The same object while it reads the same: a judge's card, a payment or
 * another dancer's registration sends the page's watchers nothing.
 */
export function competitorPage(
  source: CompetitorPageSource,
  id: string,
): CompetitorPageContent | undefined {
  const competitor = source.competitors[id];
  if (!competitor) {
    return undefined;
  }
  return keptWhileSame(
    kept,
    competitor,
    [source.competitors, source.events, source.results, source.registration],
    () => contentOf(source, id),
    (last, made) => JSON.stringify(last) === JSON.stringify(made),
  );
}
