import type { CompetitionFrame } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { liveStore } from './browser-live-store';
import { useCompetitionSlug } from './use-competition-slug';

/**
 * The frame of the route's competition, live (ADR 030): its name, colour,
 * dates, zone, registration dates, socials, archive state and the rounds'
 * states, what the top bar, footer, tab title and admin header read. A few
 * kilobytes, so a screen that needs only its own view (the registrar's desk)
 * is not held back by the whole public view. Undefined until it arrives.
 */
export function useCompetitionFrame(): CompetitionFrame | undefined {
  const slug = useCompetitionSlug();
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => liveStore.watch(slug, 'frame'), [slug]);
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getReplica(slug, 'frame')?.view);
}
