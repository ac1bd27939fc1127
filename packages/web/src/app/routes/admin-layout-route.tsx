import { Box, Group, NavLink, Stack } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { hrefFor, paths, type RouteKey } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';

const ADMIN_SCREENS: RouteKey[] = [
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
  'printSheets',
  'printInvoices',
];

/** The admin container (spec §2): navigation to every admin screen beside the current one. */
export function Component() {
  const slug = useCompetitionSlug();
  const { pathname } = useLocation();
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
          {ADMIN_SCREENS.map((key) => {
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
        <Outlet />
      </Box>
    </Group>
  );
}
