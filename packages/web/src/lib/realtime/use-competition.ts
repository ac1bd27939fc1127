import type { PublicView } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { liveStore } from './browser-live-store';
import type { ConnectionStatus } from './live-store';
import { useCompetitionSlug } from './use-competition-slug';

/**
 * The public view of the competition the current route belongs to: the one
 * named by `/c/:slug/...`, else the server's default. Undefined until the
 * first snapshot arrives; then live.
 */
export function useCompetition(): PublicView | undefined {
  const slug = useCompetitionSlug();
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => liveStore.watch(slug), [slug]);
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getReplica(slug)?.view);
}

/**
 * Why the competition could not be loaded, if the server said so (e.g. an
 * unknown slug), to its frame (which every page watches) or its public view.
 */
export function useCompetitionError(): string | undefined {
  const slug = useCompetitionSlug();
  return useSyncExternalStore(
    liveStore.subscribe,
    () => liveStore.getError(slug, 'frame') ?? liveStore.getError(slug),
  );
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(liveStore.subscribe, liveStore.getStatus);
}

/**
 * The slug of the route's competition, resolved: `/c/:slug` routes give
 * theirs, root routes the server's default once known. Account and device
 * API calls need it spelled out.
 */
export function useResolvedSlug(): string | undefined {
  const slug = useCompetitionSlug();
  // The frame, not the public view: resolving the default costs a few kilobytes (ADR 030).
  useEffect(() => liveStore.watch(slug, 'frame'), [slug]);
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.resolveSlug(slug));
}
