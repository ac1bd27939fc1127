import { staffScreens, type StaffScreen } from '@floorcraft/domain';
import { matchPath } from 'react-router';
import { paths, type RouteKey } from '../../config/paths';

const ADMIN_KEYS = (Object.keys(paths) as RouteKey[]).filter(
  (key) => paths[key].path === '/admin' || paths[key].path.startsWith('/admin/'),
);

/** Admin pages offered screen by screen (the navigation's table). */
const ROLE_SCREENS: ReadonlySet<string> = new Set(staffScreens);

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
  // Pages outside the role table (none today) follow wherever their admin page goes.
  const keeps = key !== undefined && (!ROLE_SCREENS.has(key) || offered.has(key));
  return `/c/${targetSlug}${keeps ? inCompetition : '/admin'}`;
}
