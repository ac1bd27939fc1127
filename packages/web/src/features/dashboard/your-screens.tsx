import type { StaffScreen } from '@floorcraft/domain';
import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { hrefFor, paths, type RouteKey } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { Panel } from './panel';

/** Listed in their own panel (BigScreenPanel), with where to open them. */
const ELSEWHERE = new Set<string>(['adminDashboard', 'jumbotronView', 'jumbotronControllerView']);

/** Every other screen the server offers the member, as the side navigation lists them. */
export function YourScreens({ offered }: { offered: readonly StaffScreen[] }) {
  const slug = useCompetitionSlug();
  const screens = offered.filter((screen) => !ELSEWHERE.has(screen)) as RouteKey[];
  if (screens.length === 0) {
    return null;
  }
  return (
    <Panel title="Your screens">
      <List spacing="xs">
        {screens.map((key) => (
          <List.Item key={key}>
            <Anchor component={Link} to={hrefFor(key, slug)}>
              {paths[key].title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Panel>
  );
}
