import type { StaffScreen } from '@floorcraft/domain';
import { Alert, Box, Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { hrefFor, paths, type RouteKey } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useMembership } from '../../lib/session/use-membership';
import { useSession } from '../../lib/session/use-session';
import { AdminCompetitionHeader } from '../layout/admin-competition-header';
import { UserMenu } from '../layout/user-menu';

/** Admin screens in navigation order; each shows only when the server offers it. */
const ADMIN_SCREENS: (RouteKey & StaffScreen)[] = [
  'adminDashboard',
  'scrutineerView',
  'eventSchedule',
  'adminCompetitors',
  'messages',
  'officials',
  'setup',
  'adminResults',
  'settings',
  'deckCaptainView',
  'chairman',
  'mc',
  'jumbotronView',
  'jumbotronControllerView',
  'judgeDevices',
  'members',
  'audit',
  'printSheets',
  'printInvoices',
];

/** A line under a screen's name in the menu, where the name alone does not say where it belongs. */
const NAV_DESCRIPTIONS: Partial<Record<RouteKey, string>> = {
  jumbotronView: "Open this on the hall's screen",
  messages: 'Email the entrants',
};

/**
 * The admin container (spec §2): the signed-in user's menu, and navigation
 * to every admin screen their roles in this competition allow: a side list
 * from `sm` up, a Menu button and drawer on phones (issue 14).
 */
export function Component() {
  const slug = useCompetitionSlug();
  const resolved = useResolvedSlug();
  const session = useSession();
  const { pathname } = useLocation();
  const membership = useMembership();
  const offered = new Set<string>(membership.screens);
  const screens = ADMIN_SCREENS.filter((key) => offered.has(key));
  // Phones get the same list in a drawer; which page it was opened on closes it again.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | undefined>(undefined);
  const menuOpened = menuOpenedAt === pathname;
  const links = (
    <>
      {screens.map((key) => {
        const href = hrefFor(key, slug);
        return (
          <NavLink
            key={key}
            component={Link}
            to={href}
            label={paths[key].title}
            description={NAV_DESCRIPTIONS[key]}
            active={pathname === href}
            onClick={() => setMenuOpenedAt(undefined)}
          />
        );
      })}
    </>
  );
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
          {links}
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group hiddenFrom="sm" p="sm" gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={() => setMenuOpenedAt(menuOpened ? undefined : pathname)}
            aria-label="Menu"
            aria-expanded={menuOpened}
            size="sm"
          />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <UserMenu />
          </Box>
        </Group>
        <Drawer
          opened={menuOpened}
          onClose={() => setMenuOpenedAt(undefined)}
          title="Menu"
          size="xs"
          hiddenFrom="sm"
        >
          <Box component="nav" aria-label="Admin">
            <Stack gap={2}>{links}</Stack>
          </Box>
        </Drawer>
        <AdminCompetitionHeader resolved={resolved} session={session} />
        {session?.user && membership.roles.length === 0 && resolved !== undefined && (
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
