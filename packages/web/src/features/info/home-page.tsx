import { ServerDrawnPage } from '../../components/server-drawn-page';
import { CompetitionPending, Page } from '../../widgets/page';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useCompetitionIndex, useServerHome } from '../../lib/api/use-competition-index';
import { useHideCompetitionFrame } from '../../lib/competition-frame';
import { CompetitionIndex } from './competition-index';
import { EmptyServer } from './empty-server';

/**
 * `/` in the app: on a server with several competitions and no default,
 * their index; on an empty server, what to do. A competition's home page is
 * drawn by the server (ADR 044): reached from inside the app, it is loaded.
 */
export function Component() {
  const slug = useCompetitionSlug();
  const home = useServerHome(slug === undefined);
  const index = useCompetitionIndex(false);
  useHideCompetitionFrame(home === 'empty' || home === 'index');
  if (home === 'empty') {
    return <EmptyServer />;
  }
  if (home === 'index' && index.status === 'loaded') {
    return <CompetitionIndex competitions={index.index.competitions} />;
  }
  if (home === 'loading') {
    return (
      <Page title="Home" heading="Loading...">
        <CompetitionPending />
      </Page>
    );
  }
  // The competition's home page is drawn by the server (ADR 044).
  return <ServerDrawnPage />;
}
