// Every public route of spec §2 (packages/web/src/config/paths.ts), with the ids of the
// pages that take one chosen from the competition's public view: the posted round with the
// most couples (a big result is the case to measure), its event, and the lead of the event's
// first couple.
import { roundStates, scheduledRounds, type PublicView } from '@floorcraft/domain';

interface Chosen {
  eventName: string;
  roundNumber: number;
  competitorId: string;
}

/** The event, round and dancer the pages with ids show (the first round when none is posted). */
function choose(view: PublicView): Chosen {
  const rounds = scheduledRounds(view.events);
  const couples = (eventName: string, roundNumber: number) =>
    Object.keys(view.events[eventName]?.rounds[roundNumber]?.entries ?? {}).length;
  const posted = rounds.filter((round) => round.roundState === roundStates.Posted);
  const candidates = posted.length > 0 ? posted : rounds.slice(0, 1);
  if (candidates.length === 0) {
    throw new Error(`competition "${view.slug}" has no scheduled round to open`);
  }
  const round = candidates.reduce((best, next) =>
    couples(next.eventName, next.roundNumber) > couples(best.eventName, best.roundNumber)
      ? next
      : best,
  );
  const entry = Object.values(view.events[round.eventName]!.entries)[0];
  if (!entry) {
    throw new Error(`event "${round.eventName}" has no couples to open a dancer's page of`);
  }
  return { eventName: round.eventName, roundNumber: round.roundNumber, competitorId: entry.leadId };
}

/** A page to measure: its path and how the table names it (`/results/{event}`). */
export interface PublicRoute {
  page: string;
  path: string;
}

/** The pages to measure, in spec §2's order, ids filled in from the public view. */
export function publicRoutes(view: PublicView): { routes: PublicRoute[]; ids: string } {
  const { eventName, roundNumber, competitorId } = choose(view);
  const event = encodeURIComponent(eventName);
  const fixed = (path: string) => ({ page: path, path });
  const routes = [
    ...['/', '/details', '/rules', '/venue', '/contact', '/about'].map(fixed),
    ...['/register', '/entries', '/updateEntries', '/competitors'].map(fixed),
    { page: '/competitors/{id}', path: `/competitors/${encodeURIComponent(competitorId)}` },
    ...['/TBAList', '/results'].map(fixed),
    { page: '/results/{event}', path: `/results/${event}` },
    fixed('/live'),
    { page: '/live/{event}/{round}', path: `/live/${event}/${roundNumber}` },
  ];
  const name = view.competitors[competitorId]?.name ?? competitorId;
  return {
    routes,
    ids: `{id} ${name}, {event} ${eventName}, {round} ${roundNumber} (${view.events[eventName]?.rounds[roundNumber]?.roundName ?? 'round'})`,
  };
}
