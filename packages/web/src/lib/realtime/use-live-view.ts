import type { Audience, ViewByAudience } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { liveStore } from './browser-live-store';
import { useCompetitionSlug } from './use-competition-slug';

/**
 * One audience's view of the route's competition, live; undefined until the
 * first snapshot. The server decides who may watch what: `scoring` is for
 * the chairman and scrutineer, `judge` for a bound judge tablet (its own
 * judge's cards). A refusal is read with `useLiveViewError`.
 */
export function useLiveView<A extends Audience>(audience: A): ViewByAudience[A] | undefined {
  const slug = useCompetitionSlug();
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => liveStore.watch(slug, audience), [slug, audience]);
  return useSyncExternalStore(
    liveStore.subscribe,
    () => liveStore.getReplica(slug, audience)?.view,
  );
}

/** Why the server refused this audience's view, if it did. */
export function useLiveViewError(audience: Audience): string | undefined {
  const slug = useCompetitionSlug();
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getError(slug, audience));
}
