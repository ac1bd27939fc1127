import { Anchor, Code, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { Page } from '../../widgets/page';

/** An unknown path: say what was asked for and offer the likely destinations. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found">
      <Text>
        There is no page at <Code>{pathname}</Code>. The link may be old or mistyped.
      </Text>
      <Group gap="lg">
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
        <Anchor component={Link} to="/results">
          Results
        </Anchor>
        <Anchor component={Link} to="/live">
          Live now
        </Anchor>
      </Group>
    </Page>
  );
}
