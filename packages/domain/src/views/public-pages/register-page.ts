import type { Competitor, EventDefinition } from '../../competition/dance-event';
import { isScheduleItem } from '../../competition/schedule-items';
import type { FeeSchedule } from '../../registration/fee-schedule';
import type { Seeking } from '../../registration/state';
import type { PublicView } from '../public-view';
import { keptWhileSame, type KeptCache } from './kept-while-same';

/** An event as /register offers it: what eligibility reads, and its age group. */
export type RegisterEvent = Pick<EventDefinition, 'name' | 'eventLevel' | 'style' | 'ageGroup'>;

/** A registered dancer as the partner search lists them: public fields only, never an email. */
export type RegisterDancer = Pick<Competitor, 'id' | 'name' | 'affiliation' | 'levels'>;

/** A dancer on the TBA list, as the partner search says what they wait for. */
export type RegisterSeeker = Pick<Seeking, 'competitorId' | 'role' | 'eventName'>;

/**
 * What /register's form reads (issue 13): the events couples enter (never
 * a schedule item), the registered dancers a partner is chosen from, who
 * waits on the TBA list, the schools, the fees and the waiver. The phase
 * (early, normal, late, closed) is the clock's, read where the page is drawn.
 */
export interface RegisterPageContent {
  events: RegisterEvent[];
  dancers: RegisterDancer[];
  seeking: RegisterSeeker[];
  affiliations: readonly string[];
  /** Undefined when the organizer set no fees: nothing is charged. */
  fees: FeeSchedule | undefined;
  /** The organizer's waiver text (content page `waiver`). */
  waiver: string;
}

const keptEvents: KeptCache<RegisterEvent[]> = new WeakMap();
const keptDancers: KeptCache<RegisterDancer[]> = new WeakMap();
const keptSeeking: KeptCache<RegisterSeeker[]> = new WeakMap();

/** Two lists of plain data that read the same: the page is sent nothing new. */
const sameData = <T>(last: T, made: T) => JSON.stringify(last) === JSON.stringify(made);

// Each list is kept per the competition's dancers, the input that changes least (rounds start
// and end all day; dancers register before it).
function registerEvents({ events, competitors }: PublicView): RegisterEvent[] {
  return keptWhileSame(
    keptEvents,
    competitors,
    [events],
    () =>
      Object.values(events)
        .filter((event) => !isScheduleItem(event))
        .map(({ name, eventLevel, style, ageGroup }) => ({ name, eventLevel, style, ageGroup })),
    sameData,
  );
}

function registerDancers({ competitors }: PublicView): RegisterDancer[] {
  return keptWhileSame(
    keptDancers,
    competitors,
    [competitors],
    () =>
      Object.values(competitors).map(({ id, name, affiliation, levels }) => ({
        id,
        name,
        affiliation,
        levels,
      })),
    sameData,
  );
}

function registerSeekers({ competitors, registration }: PublicView): RegisterSeeker[] {
  const { seeking } = registration;
  return keptWhileSame(
    keptSeeking,
    competitors,
    [seeking],
    () =>
      Object.values(seeking).map(({ competitorId, role, eventName }) => ({
        competitorId,
        role,
        eventName,
      })),
    sameData,
  );
}

/**
 * /register's content from the public view (ADR 044), its lists the same
 * arrays while what they hold reads the same: a judge's card or a payment
 * sends the page nothing.
 */
export function registerPage(shown: PublicView): RegisterPageContent {
  return {
    events: registerEvents(shown),
    dancers: registerDancers(shown),
    seeking: registerSeekers(shown),
    affiliations: shown.affiliations,
    fees: shown.registration.fees,
    waiver: shown.pages.waiver,
  };
}
