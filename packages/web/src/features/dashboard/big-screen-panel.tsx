import type { StaffScreen } from '@floorcraft/domain';
import { Anchor, Code, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hrefFor } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { Panel } from './panel';

/**
 * Where the hall's big screen and its controller are (issue 25): the screen's
 * full address, to type on the computer that drives the hall's screen, and
 * the controller that picks what it shows. Only for those offered both (who control it).
 */
export function BigScreenPanel({ offered }: { offered: readonly StaffScreen[] }) {
  const slug = useCompetitionSlug();
  if (!offered.includes('jumbotronView') || !offered.includes('jumbotronControllerView')) {
    return null;
  }
  const screen = hrefFor('jumbotronView', slug);
  return (
    <Panel title="Big screen">
      <Text>
        Open this on the hall&apos;s screen:{' '}
        <Anchor component={Link} to={screen} target="_blank">
          Big screen
        </Anchor>{' '}
        (<Code>{`${window.location.origin}${screen}`}</Code>)
      </Text>
      <Text>
        Pick what it shows from{' '}
        <Anchor component={Link} to={hrefFor('jumbotronControllerView', slug)}>
          Big screen controller
        </Anchor>
        : every open big screen follows it.
      </Text>
    </Panel>
  );
}
