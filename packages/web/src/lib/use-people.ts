import { useMemo } from 'react';
import type { People } from './actor-name';
import { useStaffNames } from './api/staff-names';
import { useSession } from './session/use-session';

/**
 * Who is behind the event log's actor labels, for screens that say who
 * changed what (the mark history, the chairman's recall): the signed-in
 * member and the competition's staff by account id.
 */
export function usePeople(slug: string | undefined): People {
  const session = useSession();
  const { data: staff } = useStaffNames(slug);
  const user = session?.user;
  return useMemo(
    () => ({
      me: user ? { id: user.id, name: user.name } : undefined,
      staffNames: staff?.names ?? {},
    }),
    [user, staff],
  );
}
