import { Badge, Box, Button, Group, Menu, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCompetitionIndex } from '../../lib/api/use-competition-index';
import { formatDateRange } from '../../lib/format-dates';
import { useCompetitionFrame } from '../../lib/realtime/use-competition-frame';
import type { SessionInfo } from '@floorcraft/domain/api';
import { switcherEntries } from './switcher-entries';
import { switchTarget } from './switch-target';
import { CREATE_COMPETITION_PATH, organizersRoute } from '../../config/paths';

interface Props {
  /** The slug the admin area works on, resolved (the root routes' default spelled out). */
  resolved: string | undefined;
  session: SessionInfo | undefined;
}

/**
 * Above every admin screen (issue 25): the competition it works on, by name
 * and dates, and (for a member of several, or a server administrator) a switcher to each of
 * the others that keeps the same admin page where the roles there offer it; for those who
 * may create competitions, the way to a new one.
 */
export function AdminCompetitionHeader({ resolved, session }: Props) {
  const competition = useCompetitionFrame();
  const index = useCompetitionIndex();
  const { pathname } = useLocation();
  const hosted = index.status === 'loaded' ? index.index.competitions : [];
  const others = switcherEntries(hosted, session, resolved);
  const metadata = competition?.metadata;
  return (
    <Box
      component="section"
      aria-label="Competition"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Box style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {/* Not a heading: it comes before each screen's h1, and screens list their h2s. */}
            <Text fz="lg" fw={700} data-testid="admin-competition-name">
              {metadata?.fullName ?? 'Loading the competition…'}
            </Text>
            {competition?.archived && (
              <Badge color="gray" variant="light" c="gray.8">
                Archived: read-only
              </Badge>
            )}
          </Group>
          {metadata && (
            <Text size="sm" c="gray.7">
              {formatDateRange(metadata.startDate, metadata.endDate)}
            </Text>
          )}
        </Box>
        <Group gap="xs" wrap="wrap">
          {session?.mayCreateCompetitions && (
            <Button component={Link} to={CREATE_COMPETITION_PATH} variant="subtle" size="sm">
              New competition
            </Button>
          )}
          {session?.serverAdministrator && (
            <Button component={Link} to={organizersRoute.path} variant="subtle" size="sm">
              Organizers
            </Button>
          )}
          {others.length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" size="sm">
                  Switch competition
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  {session?.serverAdministrator
                    ? 'Other competitions of this server'
                    : 'Your other competitions'}
                </Menu.Label>
                {others.map((other) => (
                  <Menu.Item
                    key={other.slug}
                    component={Link}
                    to={switchTarget(pathname, other.slug, other.screens)}
                  >
                    <Text size="sm" fw={600}>
                      {other.fullName}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatDateRange(other.startDate, other.endDate)}
                    </Text>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Box>
  );
}
