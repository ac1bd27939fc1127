import type { RegistrarView } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { liveStore } from './browser-live-store';
import { useCompetitionSlug } from './use-competition-slug';

/**
 * The registrar's view of the route's competition, live (ADR 019): the staff
 * view plus what registrations keep (dancers' emails, waiver acceptance,
 * charges) and the payments. Undefined until the first snapshot arrives.
 * The server gives it to owners, admins and registrars only
 * (`viewRegistrations`); a refusal is read with `useRegistrarViewError`.
 * A screen watches this instead of the staff view, not beside it: it holds
 * everything the staff view does. With `wanted` false nothing is watched
 * (and undefined returned) until it turns true: the registrar's desk loads
 * it only for whoever goes below the desk or downloads a file.
 */
export function useRegistrarView(wanted = true): RegistrarView | undefined {
  const slug = useCompetitionSlug();
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => (wanted ? liveStore.watch(slug, 'registrar') : undefined), [slug, wanted]);
  return useSyncExternalStore(liveStore.subscribe, () =>
    wanted ? liveStore.getReplica(slug, 'registrar')?.view : undefined,
  );
}

/** Why the registrar view was refused (no registration role here), if it was. */
export function useRegistrarViewError(): string | undefined {
  const slug = useCompetitionSlug();
  return useSyncExternalStore(liveStore.subscribe, () => liveStore.getError(slug, 'registrar'));
}
