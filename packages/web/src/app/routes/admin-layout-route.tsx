import { screensFor, type StaffScreen } from '@floorcraft/domain';
import { Alert, Box, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { hrefFor, paths, type RouteKey } from '../../config/paths';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useSession } from '../../lib/session/use-session';
import { UserMenu } from '../layout/user-menu';

/** Admin screens in navigation order; each shows only to the roles the domain allows. */
const ADMIN_SCREENS: (RouteKey & StaffScreen)[] = [
  'adminDashboard',
  'scrutineerView',
  'eventSchedule',
  'adminCompetitors',
  'officials',
  'setup',
  'adminResults',
  'settings',
  'deckCaptainView',
  'chairman',
  'mc',
  'judgeDevices',
  'members',
  'audit',
  'printSheets',
  'printInvoices',
];

/**
 * The admin container (spec §2): the signed-in user's menu, and navigation
 * to every admin screen their roles in this competition allow.
 */
export function Component() {
  const slug = useCompetitionSlug();
  const resolved = useResolvedSlug();
  const session = useSession();
  const { pathname } = useLocation();
  const held = session?.memberships.find((membership) => membership.slug === resolved)?.roles;
  const offered = new Set<string>(screensFor(held ?? []));
  const screens = ADMIN_SCREENS.filter((key) => offered.has(key));
  return (
    <Group align="flex-start" wrap="nowrap" gap={0}>
      <Box
        component="nav"
        aria-label="Admin"
        w={240}
        p="sm"
        visibleFrom="sm"
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)', minHeight: '100vh' }}
      >
        <Stack gap={2}>
          <UserMenu />
          {screens.map((key) => {
            const href = hrefFor(key, slug);
            return (
              <NavLink
                key={key}
                component={Link}
                to={href}
                label={paths[key].title}
                active={pathname === href}
              />
            );
          })}
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Box hiddenFrom="sm" p="sm">
          <UserMenu />
        </Box>
        {held !== undefined && held.length === 0 && resolved !== undefined && (
          <Alert color="yellow" m="md" title="No role in this competition">
            <Text size="sm">
              You are signed in, but you hold no role in this competition. Ask its owner or an admin
              to invite you.
            </Text>
          </Alert>
        )}
        <Outlet />
      </Box>
    </Group>
  );
}
