import type { DeskView } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { liveStore } from './browser-live-store';
import { useCompetitionSlug } from './use-competition-slug';

/**
 * The registrar's desk of the route's competition, live (issue 25 item 9,
 * ADR 030): the registrations with their charges and payments and the
 * dancers they name, without the rounds and couples of the registrar view,
 * so the desk opens quickly on a large competition. Undefined until the
 * first snapshot arrives. The server gives it to whoever may see the
 * registrations (`viewRegistrations`); a refusal is read with `useDeskViewError`.
 */
export function useDeskView(): DeskView | undefined {
  const slug = useCompetitionSlug();
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => liveStore.watch(slug, 'desk'), [slug]);
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getReplica(slug, 'desk')?.view);
}

/** Why the desk was refused (no registration role here), if it was. */
export function useDeskViewError(): string | undefined {
  const slug = useCompetitionSlug();
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getError(slug, 'desk'));
}
