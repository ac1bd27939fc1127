import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useAllowed } from '../../lib/session/use-allowed';
import { useSession } from '../../lib/session/use-session';
import { ControllerPanel } from './controller-panel';

const TITLE = 'Big screen controller';

/**
 * /jumbotroncontroller (issue 14): picks what every open big screen shows.
 * The spec gives it no sign-in guard, so the page opens for anybody and
 * says what it needs: signed out, a sign-in link that comes back here;
 * signed in without the MC, scrutineer, admin or owner role, that it needs
 * one (the server refuses the commands anyway).
 */
export function Component() {
  const view = useCompetition();
  const session = useSession();
  const allowed = useAllowed();
  const slug = useCompetitionSlug();
  const { pathname, search } = useLocation();
  if (!view || !session) {
    return (
      <Page title={TITLE}>
        <CompetitionPending />
      </Page>
    );
  }
  if (!session.user || session.user.mustChangePassword) {
    const login = `${hrefFor('login', slug)}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
    return (
      <Page title={TITLE}>
        <Text>
          <Anchor component={Link} to={login} underline="always">
            Sign in to control the big screen
          </Anchor>
        </Text>
      </Page>
    );
  }
  if (!allowed('setBigScreen')) {
    return (
      <Page title={TITLE}>
        <Text>
          You are signed in as {session.user.name}, without a role that controls the big screen
          here: the MC, a scrutineer, an admin or the owner can.
        </Text>
      </Page>
    );
  }
  return (
    <Page title={TITLE}>
      <ControllerPanel view={view} />
    </Page>
  );
}
