import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../../config/paths';
import { useHasAskedToConfirm } from '../../lib/confirm/confirm-store';
import { useReauthEmail } from '../../lib/session/use-session';
import { useCompetitionFrameHidden } from '../../lib/competition-frame';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { shouldShowFooter, shouldShowTopBar } from './visibility';
import classes from './root-layout.module.css';

/** Loaded only when a session ends mid-work, so spectators never download the sign-in form. */
const ReauthModal = lazy(async () => ({
  default: (await import('../../features/auth/reauth-modal')).ReauthModal,
}));

/** Loaded at the first question a screen asks, so spectators never download Mantine's Modal. */
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../components/confirm-dialog')).ConfirmDialog,
}));

/** The frame around every screen: skip link, top bar and footer per the spec's rules, scroll to top. */
export function RootLayout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const reauthEmail = useReauthEmail();
  const askedToConfirm = useHasAskedToConfirm();
  const routeNames = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.name)
    .filter((name): name is string => name !== undefined);
  // The index of competitions and the empty server's page belong to no competition: no bar of one.
  const ofACompetition = !useCompetitionFrameHidden();
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {ofACompetition && shouldShowTopBar(routeNames, pathname) && <TopBar />}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {ofACompetition && shouldShowFooter(routeNames, pathname) && <Footer />}
      {reauthEmail !== undefined && (
        <Suspense fallback={null}>
          <ReauthModal />
        </Suspense>
      )}
      {askedToConfirm && (
        <Suspense fallback={null}>
          <ConfirmDialog />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
