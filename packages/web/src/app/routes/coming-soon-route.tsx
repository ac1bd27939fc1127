import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { Page } from '../../widgets/page';
import type { RouteHandle } from '../../config/paths';

/** Any screen not built yet: its title from the route table and a short note. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title ?? 'This page';
  return (
    <Page title={title}>
      <ComingSoon screen={title.toLowerCase()} />
    </Page>
  );
}
