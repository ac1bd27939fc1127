import type { StaffView } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { liveStore } from './browser-live-store';
import { useCompetitionSlug } from './use-competition-slug';

/**
 * The staff view of the route's competition, live: the whole competition
 * state the signed-in member's roles may see. Undefined until the first
 * snapshot arrives. Only signed-in screens use it; the server refuses it to
 * anybody without a staff role (see `useStaffViewError`).
 */
export function useStaffView(): StaffView | undefined {
  const slug = useCompetitionSlug();
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => liveStore.watch(slug, 'staff'), [slug]);
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getReplica(slug, 'staff')?.view);
}

/** Why the staff view was refused (e.g. no staff role here), if it was. */
export function useStaffViewError(): string | undefined {
  const slug = useCompetitionSlug();
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getError(slug, 'staff'));
}
