import { createBrowserRouter } from 'react-router';
import { newCompetitionRoute, organizersRoute } from '../config/paths';
import { requireSignIn } from '../lib/session/require-sign-in';
import { RootLayout } from './layout/root-layout';
import { competitionRoutes } from './route-table';

/**
 * The spec's routes at the root, for the server's default competition, and
 * the same routes under `/c/:slug` for every other competition it hosts; the create
 * and organizers screens once, as they belong to the server.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      children: [
        {
          path: newCompetitionRoute.path.slice(1),
          handle: newCompetitionRoute,
          loader: requireSignIn,
          lazy: async () => ({
            Component: (await import('../features/create-competition/new-competition-page'))
              .Component,
          }),
        },
        {
          path: organizersRoute.path.slice(1),
          handle: organizersRoute,
          loader: requireSignIn,
          lazy: async () => ({
            Component: (await import('../features/organizers/organizers-page')).Component,
          }),
        },
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
