import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../config/paths';
import { topBarLinks } from './top-bar-links';
import { useCompetitionFrame } from '../../lib/realtime/use-competition-frame';
import { useCompetitionRunning } from '../../lib/realtime/use-competition-running';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { readableTextColor } from '../../lib/readable-color';
import classes from './top-bar.module.css';

/**
 * Spec §2 top bar: the competition's name in its colour (or "Loading..."),
 * the six information links, and the action button: "Register" while
 * registration is open (issue 25 item 5: showing results never hides it;
 * the results are then a link of the menu and of the home page), "See
 * Results" once it has closed and results are shown (spec §2). While the competition is running (the domain's
 * `isCompetitionRunning`, which the home page asks too) a "Live" link leads
 * the others. On small screens the links fold into a menu.
 */
export function TopBar() {
  const competition = useCompetitionFrame();
  const slug = useCompetitionSlug();
  const running = useCompetitionRunning();
  const [menuOpen, setMenuOpen] = useState(false);
  const metadata = competition?.metadata;
  const { action, links: shown } = topBarLinks(metadata, new Date().toISOString(), running);
  const links = (onClick?: () => void) =>
    shown.map(({ label, route }) => (
      <Anchor
        key={route}
        component={Link}
        to={hrefFor(route, slug)}
        onClick={onClick}
        className={classes.link}
      >
        {label}
      </Anchor>
    ));

  return (
    <Box component="header" data-testid="top-bar" className={classes.bar}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" h={64}>
          <Anchor
            component={Link}
            to={hrefFor('home', slug)}
            className={classes.name}
            style={{ color: metadata ? readableTextColor(metadata.primaryColor) : undefined }}
          >
            {metadata?.fullName ?? 'Loading...'}
          </Anchor>
          <Group component="nav" aria-label="Competition" gap="lg" visibleFrom="md" wrap="nowrap">
            {links()}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={hrefFor(action.route, slug)} radius="xl">
              {action.label}
            </Button>
            <Burger
              hiddenFrom="md"
              opened={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls="top-bar-menu"
            />
          </Group>
        </Group>
        {menuOpen && (
          <Stack
            component="nav"
            id="top-bar-menu"
            aria-label="Competition"
            gap="sm"
            pb="md"
            hiddenFrom="md"
          >
            {links(() => setMenuOpen(false))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
