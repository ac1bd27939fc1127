import type { AgeGroup } from '../../competition/enumerations';
import type { Entry } from '../../competition/dance-event';
import { isScheduleItem } from '../../competition/schedule-items';
import type { DanceRole } from '../../registration/state';
import { waitlistPlacesOf, type WaitlistPlace } from '../../registration/waitlist';
import { PLACEHOLDER_NUMBER } from '../../setup/lead-numbers';
import type { PublicView } from '../public-view';
import { coupleRounds, type CoupleRound } from './couple-rounds';
import { levelsText } from './levels-text';

/** What the dancer's page reads of the public view. */
export type CompetitorSource = Pick<
  PublicView,
  'competitors' | 'events' | 'results' | 'registration'
>;

/** One event the dancer holds a place in: with a partner, or on the TBA list. */
export interface CompetitorEvent {
  eventName: string;
  role: DanceRole;
  /** The partner; undefined while the dancer looks for one. */
  partner?: { id?: string; name: string };
  /** The couple's number (the lead's); undefined on the TBA list. */
  number?: number;
  rounds: CoupleRound[];
  /** Whether any of the event's rounds has results posted. */
  hasResults: boolean;
}

/** A partner and the events they dance together, with the couple's number. */
export interface Couple {
  partner: { id?: string; name: string };
  role: DanceRole;
  number: number;
  events: string[];
}

/** A round the dancer dances or may dance next, in the order of the day. */
export interface HeatToCome extends CoupleRound {
  eventName: string;
  number?: number;
}

/** The dancer as the page's heading and its line under it name them. */
export interface DancerHeader {
  name: string;
  affiliation: string;
  /** "Smooth Bronze · Latin Silver"; '' with no level. */
  levels: string;
  ageGroup?: AgeGroup;
}

export interface CompetitorDay {
  competitor: DancerHeader;
  couples: Couple[];
  events: CompetitorEvent[];
  /** Rounds on the floor now or still to come, in schedule order (unscheduled last). */
  heats: HeatToCome[];
  /** The capped events the dancer's couple waits for: "waitlisted, position N" (ADR 028). */
  waitlisted: WaitlistPlace[];
}

const orderOfDay = (index: number) => (index > 0 ? index : Number.POSITIVE_INFINITY);

function firstIndex(rounds: readonly CoupleRound[]): number {
  return Math.min(...rounds.map((round) => orderOfDay(round.scheduleIndex)));
}

function partnerOf(source: CompetitorSource, entry: Entry, role: DanceRole) {
  const id = role === 'lead' ? entry.followId : entry.leadId;
  const name = role === 'lead' ? entry.followName : entry.leadName;
  return source.competitors[id] ? { id, name } : { name };
}

/** The dancer's events with a partner, from the events' own entry lists. */
function partneredEvents(source: CompetitorSource, id: string): CompetitorEvent[] {
  const events: CompetitorEvent[] = [];
  for (const event of Object.values(source.events)) {
    const entry = Object.values(event.entries).find(
      (each) =>
        each.leadNumber !== PLACEHOLDER_NUMBER && (each.leadId === id || each.followId === id),
    );
    if (!entry || isScheduleItem(event)) {
      continue;
    }
    const role: DanceRole = entry.leadId === id ? 'lead' : 'follow';
    const results = source.results[event.name];
    events.push({
      eventName: event.name,
      role,
      partner: partnerOf(source, entry, role),
      number: entry.leadNumber,
      rounds: coupleRounds(event, results, id),
      hasResults: Object.keys(results?.rounds ?? {}).length > 0,
    });
  }
  return events;
}

/** The dancer's places on the TBA list: no partner, no rounds of their own yet. */
function seekingEvents(source: CompetitorSource, id: string): CompetitorEvent[] {
  return Object.values(source.registration.seeking)
    .filter((record) => record.competitorId === id && source.events[record.eventName])
    .map((record) => ({
      eventName: record.eventName,
      role: record.role,
      rounds: [],
      hasResults: Object.keys(source.results[record.eventName]?.rounds ?? {}).length > 0,
    }));
}

function couplesOf(events: readonly CompetitorEvent[]): Couple[] {
  const couples = new Map<string, Couple>();
  for (const event of events) {
    if (!event.partner || event.number === undefined) {
      continue;
    }
    const key = `${event.partner.id ?? event.partner.name}|${event.number}`;
    const couple = couples.get(key) ?? {
      partner: event.partner,
      role: event.role,
      number: event.number,
      events: [],
    };
    couple.events.push(event.eventName);
    couples.set(key, couple);
  }
  return [...couples.values()];
}

/**
 * One dancer's day (issue 13, /competitors/{id}): their couples and
 * numbers, every event they hold a place in (in the order of the day) with
 * its rounds, heats and posted outcomes, and the rounds still to come in
 * schedule order. Undefined for an id nobody registered.
 */
export function competitorDay(source: CompetitorSource, id: string): CompetitorDay | undefined {
  const competitor = source.competitors[id];
  if (!competitor) {
    return undefined;
  }
  const events = [...partneredEvents(source, id), ...seekingEvents(source, id)].sort(
    (a, b) => firstIndex(a.rounds) - firstIndex(b.rounds) || a.eventName.localeCompare(b.eventName),
  );
  const heats = events
    .flatMap((event) =>
      event.rounds
        .filter(
          (round) =>
            round.status === 'upcoming' ||
            round.status === 'onFloor' ||
            round.status === 'ifRecalled',
        )
        .map((round): HeatToCome => ({
          ...round,
          eventName: event.eventName,
          ...(event.number !== undefined && { number: event.number }),
        })),
    )
    .sort((a, b) => orderOfDay(a.scheduleIndex) - orderOfDay(b.scheduleIndex));
  const waitlisted = waitlistPlacesOf(source, id);
  const header: DancerHeader = {
    name: competitor.name,
    affiliation: competitor.affiliation,
    levels: levelsText(competitor.levels),
    ...(competitor.ageGroup && { ageGroup: competitor.ageGroup }),
  };
  return { competitor: header, couples: couplesOf(events), events, heats, waitlisted };
}

/** Whether a round's time can still change: it has not started. */
export function isToCome(round: Pick<CoupleRound, 'status'>): boolean {
  return round.status === 'upcoming' || round.status === 'ifRecalled';
}
