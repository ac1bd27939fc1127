import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { competitionRoutes } from './route-table';

/**
 * The spec's routes at the root, for the server's default competition, and
 * the same routes under `/c/:slug` for every other competition it hosts.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      children: [
        ...competitionRoutes(),
        { path: 'c/:slug', children: competitionRoutes() },
        {
          path: '*',
          handle: { name: 'notFound', title: 'Page not found' },
          lazy: async () => ({ Component: (await import('./routes/not-found-route')).Component }),
        },
      ],
    },
  ]);
}
