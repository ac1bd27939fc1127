import type {
  Competitor,
  DanceEvent,
  EventDefinition,
  EventEntry,
} from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { Registration } from '../registration/state';
import { registrarView } from './staff-view';

/** One event as the registrar's desk reads it: its definition, how full it is, the desk's entries. */
export interface DeskEvent extends EventDefinition {
  /** Couples and TBA places entered: what a cap counts, whoever entered them. */
  entered: number;
  /**
   * The entries a desk dancer dances in, by entry id, those added late to a
   * round included: what withdrawing them would take away. Other couples'
   * entries stay with the couples list, which watches the registrar view.
   */
  entries: Record<string, EventEntry>;
}

/**
 * The registrar's desk (issue 25 item 9): the registrations with their
 * charges and payments, the dancers they name, and each event's definition
 * and fullness. About a fifth of the registrar view on a large competition
 * (no rounds, no other couples' entries, no results), so the desk opens with
 * 1,500 dancers without the whole competition crossing the venue's Wi-Fi.
 * Computed from the registrar view, so it never holds what a registrar may
 * not see (competitor codes stay on the server).
 */
export interface DeskView {
  slug: string;
  /** Schools a dancer may be corrected to, as the registration form offers them. */
  affiliations: readonly string[];
  archived: boolean;
  /** The dancers with an account, in a line, on the TBA list or in a partnership request. */
  competitors: Record<string, Competitor>;
  events: Record<string, DeskEvent>;
  registration: Registration;
}

/** Every dancer the desk names: account holders, couples in line, TBA seekers, requests. */
function deskDancerIds(registration: Registration): Set<string> {
  const ids = new Set(Object.keys(registration.accounts ?? {}));
  for (const spot of registration.waitlist ?? []) {
    ids.add(spot.leadId).add(spot.followId);
  }
  for (const seeking of Object.values(registration.seeking)) {
    ids.add(seeking.competitorId);
  }
  for (const request of Object.values(registration.requests ?? {})) {
    ids.add(request.requesterId).add(request.partnerId);
  }
  return ids;
}

function deskEvent(event: DanceEvent, ids: ReadonlySet<string>): DeskEvent {
  const { entries, rounds, ...definition } = event;
  const ours: Record<string, EventEntry> = {};
  const keep = (entry: EventEntry) => {
    if (ids.has(entry.leadId) || ids.has(entry.followId)) {
      ours[entry.entryId] = entry;
    }
  };
  Object.values(entries).forEach(keep);
  // A couple added late to a round on the floor is in that round only.
  for (const round of Object.values(rounds)) {
    Object.values(round.entries).forEach(({ heat: _heat, ...entry }) => keep(entry));
  }
  return { ...definition, entered: Object.keys(entries).length, entries: ours };
}

interface DeskParts {
  competitors: DeskView['competitors'];
  events: DeskView['events'];
}

/**
 * The desk's dancers and events, kept while the state's events, competitors
 * and registration are the same objects: the state is never changed in
 * place, so a judge's card or a check-in leaves the desk's parts as they
 * were and the realtime diff skips them.
 */
const partsCache = new WeakMap<Registration, WeakMap<object, WeakMap<object, DeskParts>>>();

function deskParts(state: CompetitionState, registration: Registration): DeskParts {
  let byEvents = partsCache.get(registration);
  if (!byEvents) {
    byEvents = new WeakMap();
    partsCache.set(registration, byEvents);
  }
  let byCompetitors = byEvents.get(state.events);
  if (!byCompetitors) {
    byCompetitors = new WeakMap();
    byEvents.set(state.events, byCompetitors);
  }
  let parts = byCompetitors.get(state.competitors);
  if (!parts) {
    const ids = deskDancerIds(registration);
    const competitors: Record<string, Competitor> = {};
    for (const id of ids) {
      const competitor = state.competitors[id];
      if (competitor) {
        competitors[id] = competitor;
      }
    }
    const events: Record<string, DeskEvent> = {};
    for (const [name, event] of Object.entries(state.events)) {
      events[name] = deskEvent(event, ids);
    }
    parts = { competitors, events };
    byCompetitors.set(state.competitors, parts);
  }
  return parts;
}

/** The registrar's desk of a competition (see `DeskView`). */
export function deskView(state: CompetitionState): DeskView {
  const registrar = registrarView(state);
  return {
    slug: registrar.slug,
    affiliations: registrar.affiliations,
    archived: registrar.archived ?? false,
    ...deskParts(registrar, registrar.registration),
    registration: registrar.registration,
  };
}
