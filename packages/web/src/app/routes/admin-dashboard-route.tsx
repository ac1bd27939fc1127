import { roleLabels, screensFor } from '@floorcraft/domain';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { hrefFor, paths, type RouteKey } from '../../config/paths';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useSession } from '../../lib/session/use-session';

/** The admin area's start: who you are here and where you can go. */
export function Component() {
  const session = useSession();
  const slug = useCompetitionSlug();
  const resolved = useResolvedSlug();
  const held = session?.memberships.find((membership) => membership.slug === resolved)?.roles ?? [];
  const screens = screensFor(held).filter((screen) => screen !== 'adminDashboard') as RouteKey[];
  return (
    <Page title="Dashboard">
      <Text>
        Signed in as <strong>{session?.user?.email}</strong>
        {held.length > 0 && <> · {held.map((role) => roleLabels[role]).join(', ')}</>}
      </Text>
      {screens.length > 0 && (
        <List spacing="xs">
          {screens.map((key) => (
            <List.Item key={key}>
              <Anchor component={Link} to={hrefFor(key, slug)}>
                {paths[key].title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
