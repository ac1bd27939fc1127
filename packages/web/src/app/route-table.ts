import { PUBLIC_PAGE_PATTERNS, type PublicPageKey } from '@floorcraft/domain';
import type { RouteObject } from 'react-router';
import { paths, type RouteInfo, type RouteKey } from '../config/paths';
import { requireSignIn } from '../lib/session/require-sign-in';

type LazyModule = () => Promise<{ Component: React.ComponentType }>;

const comingSoon: LazyModule = () => import('./routes/coming-soon-route');
/** The public pages the server draws as HTML (ADR 044): a link inside the app loads them. */
const serverDrawn: LazyModule = async () => ({
  Component: (await import('../components/server-drawn-page')).ServerDrawnPage,
});

/**
 * Which module renders each route. Every module is its own lazy chunk, so the
 * judge tablet and the big screen never download the admin screens. Screens
 * that later issues build show a short "coming soon" panel for now.
 */
const screens: Partial<Record<RouteKey, LazyModule>> = {
  // The other public pages are drawn by the server (ADR 044): see serverDrawnPages below.
  home: () => import('../features/info/home-page'),
  login: () => import('../features/auth/login-page'),
  passwordReset: () => import('../features/auth/password-reset-page'),
  invitation: () => import('../features/auth/invitation-page'),
  markentry: () => import('../features/judging/judge-page'),
  adminDashboard: () => import('../features/dashboard/dashboard-page'),
  adminCompetitors: () => import('./routes/competitors-route'),
  addCompetitor: () => import('../features/couples/add-competitor-page'),
  setup: () => import('../features/setup/setup-page'),
  officials: () => import('../features/officials/officials-page'),
  members: () => import('../features/members/members-page'),
  audit: () => import('../features/members/audit-page'),
  judgeDevices: () => import('../features/judge-devices/judge-devices-page'),
  eventSchedule: () => import('../features/schedule/schedule-page'),
  settings: () => import('../features/settings/settings-page'),
  adminResults: () => import('../features/results/admin-results-page'),
  jumbotronView: () => import('../features/big-screen/big-screen-page'),
  jumbotronControllerView: () => import('../features/big-screen/controller-page'),
  chairman: () => import('../features/chairman/chairman-page'),
  deckCaptainView: () => import('../features/deck-captain/deck-captain-page'),
  mc: () => import('../features/mc/mc-page'),
  scrutineerView: () => import('../features/scrutineer/scrutineer-page'),
  printSheets: () => import('../features/print-sheets/print-sheets-page'),
  printSheetKind: () => import('../features/print-sheets/print-kind-page'),
  printInvoices: () => import('../features/print-invoices/print-invoices-page'),
  messages: () => import('../features/messages/messages-page'),
};

/** Every page the server draws, but home (which is also the app's list of competitions). */
const serverDrawnPages = new Set<RouteKey>(
  // A PublicPageKey that were no route name would not compile here.
  (Object.keys(PUBLIC_PAGE_PATTERNS) as PublicPageKey[]).filter((key) => key !== 'home'),
);

/** A route for one screen; `path` undefined makes it the index route of its parent. */
function route(key: RouteKey, path: string | undefined): RouteObject {
  const load = serverDrawnPages.has(key) ? serverDrawn : (screens[key] ?? comingSoon);
  const info: RouteInfo = paths[key];
  const common = {
    handle: info,
    lazy: async () => ({ Component: (await load()).Component }),
    ...(info.requiresSignIn ? { loader: requireSignIn } : {}),
  };
  return path === undefined ? { ...common, index: true } : { ...common, path };
}

/** The public and signed-in routes of spec §2, relative to where they are mounted. */
export function competitionRoutes(): RouteObject[] {
  const relative = (key: RouteKey) => paths[key].path.replace(/^\//, '');
  const top = (Object.keys(paths) as RouteKey[]).filter(
    (key) => !paths[key].path.startsWith('/admin'),
  );
  const adminChildren = (Object.keys(paths) as RouteKey[]).filter((key) =>
    paths[key].path.startsWith('/admin/'),
  );
  return [
    ...top.map((key) => route(key, key === 'home' ? undefined : relative(key))),
    {
      path: 'admin',
      handle: paths.admin,
      loader: requireSignIn,
      lazy: async () => ({ Component: (await import('./routes/admin-layout-route')).Component }),
      children: [
        route('adminDashboard', undefined),
        ...adminChildren.map((key) => route(key, paths[key].path.replace(/^\/admin\//, ''))),
      ],
    },
  ];
}
