import type { StaffScreen } from '@floorcraft/domain';
import { matchPath } from 'react-router';
import { paths, type RouteKey } from '../../config/paths';

const ADMIN_KEYS = (Object.keys(paths) as RouteKey[]).filter(
  (key) => paths[key].path === '/admin' || paths[key].path.startsWith('/admin/'),
);

/**
 * Where the competition switcher leads (issue 25): the same admin page of
 * the other competition, always under its own `/c/<slug>` (never the root
 * routes, whose competition the operator may change), or its dashboard when
 * the server does not offer the member that page there.
 */
export function switchTarget(
  pathname: string,
  targetSlug: string,
  targetScreens: readonly StaffScreen[],
): string {
  const inCompetition = pathname.replace(/^\/c\/[^/]+/, '') || '/';
  const key = ADMIN_KEYS.find((candidate) => matchPath(paths[candidate].path, inCompetition));
  const offered = new Set<string>(targetScreens);
  // Every admin page but the admin root is a screen the server offers or not; the root leads
  // to the dashboard either way. (Reading the screens the server sent, not the domain's list of
  // them, keeps that list out of the public pages' shared chunk: /register's budget.)
  const keeps = key !== undefined && offered.has(key);
  return `/c/${targetSlug}${keeps ? inCompetition : '/admin'}`;
}
