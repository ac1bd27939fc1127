import { screensFor, staffScreens, type Role } from '@floorcraft/domain';
import { matchPath } from 'react-router';
import { paths, type RouteKey } from '../../config/paths';

const ADMIN_KEYS = (Object.keys(paths) as RouteKey[]).filter(
  (key) => paths[key].path === '/admin' || paths[key].path.startsWith('/admin/'),
);

/** Admin pages offered by role (the navigation's table). */
const ROLE_SCREENS: ReadonlySet<string> = new Set(staffScreens);

/**
 * Where the competition switcher leads (issue 25): the same admin page of
 * the other competition, always under its own `/c/<slug>` (never the root
 * routes, whose competition the operator may change), or its dashboard when
 * the member's roles there do not offer that page.
 */
export function switchTarget(
  pathname: string,
  targetSlug: string,
  targetRoles: readonly Role[],
): string {
  const inCompetition = pathname.replace(/^\/c\/[^/]+/, '') || '/';
  const key = ADMIN_KEYS.find((candidate) => matchPath(paths[candidate].path, inCompetition));
  const offered = new Set<string>(screensFor(targetRoles));
  // Pages outside the role table (none today) follow wherever their admin page goes.
  const keeps = key !== undefined && (!ROLE_SCREENS.has(key) || offered.has(key));
  return `/c/${targetSlug}${keeps ? inCompetition : '/admin'}`;
}
