/**
 * Every route of spec §2 by name, with its exact path. Links and tests use
 * these names instead of repeating strings. `name` is the spec's route name
 * where it has one (used by the layout's show/hide rules).
 */
export const paths = {
  home: { path: '/', name: 'home', title: 'Home' },
  details: { path: '/details', name: 'details', title: 'Details' },
  rules: { path: '/rules', name: 'rules', title: 'Rules' },
  venue: { path: '/venue', name: 'venue', title: 'Venue' },
  contact: { path: '/contact', name: 'contact', title: 'Contact' },
  about: { path: '/about', name: 'about', title: 'About' },
  register: { path: '/register', name: 'register', title: 'Registration' },
  entries: { path: '/entries', name: 'entries', title: 'Entries' },
  updateEntries: { path: '/updateEntries', name: 'updateEntries', title: 'Update entries' },
  competitors: { path: '/competitors', name: 'competitors', title: 'Competitors' },
  tbaList: { path: '/TBAList', name: 'tbaList', title: 'TBA list' },
  competitorDetails: {
    path: '/competitors/:id',
    name: 'competitorDetails',
    title: 'Competitor details',
  },
  results: { path: '/results', name: 'results', title: 'Results' },
  resultDetails: { path: '/results/:event', name: 'resultDetails', title: 'Event results' },
  markentry: { path: '/judges/:judgeid', name: 'markentry', title: 'Judge mark entry' },
  liveCompView: { path: '/live', name: 'liveCompView', title: 'Live' },
  jumbotronView: { path: '/jumbotron', name: 'jumbotronView', title: 'Big screen' },
  jumbotronControllerView: {
    path: '/jumbotroncontroller',
    name: 'jumbotronControllerView',
    title: 'Big screen controller',
  },
  liveRoundResultView: {
    path: '/live/:eventKey/:roundNumber',
    name: 'liveRoundResultView',
    title: 'Round result',
  },
  login: { path: '/login', name: 'login', title: 'Sign in' },
  passwordReset: { path: '/login/reset', name: 'login', title: 'Choose a new password' },
  invitation: { path: '/invite/:token', name: 'invitation', title: 'Invitation' },
  admin: { path: '/admin', name: 'admin', title: 'Admin', requiresSignIn: true },
  adminDashboard: {
    path: '/admin',
    name: 'adminDashboard',
    title: 'Dashboard',
    requiresSignIn: true,
  },
  scrutineerView: {
    path: '/admin/scrutineer',
    name: 'scrutineerView',
    title: 'Scrutineer',
    requiresSignIn: true,
  },
  eventSchedule: {
    path: '/admin/eventschedule',
    name: 'eventSchedule',
    title: 'Event schedule',
    requiresSignIn: true,
  },
  adminCompetitors: {
    path: '/admin/competitors',
    name: 'adminCompetitors',
    title: 'Competitors',
    requiresSignIn: true,
  },
  addCompetitor: {
    path: '/admin/competitors/add-competitor',
    name: 'addCompetitor',
    title: 'Add competitor',
    requiresSignIn: true,
  },
  officials: {
    path: '/admin/officials',
    name: 'officials',
    title: 'Officials',
    requiresSignIn: true,
  },
  setup: { path: '/admin/setup', name: 'setup', title: 'Setup', requiresSignIn: true },
  adminResults: {
    path: '/admin/results',
    name: 'adminResults',
    title: 'Results',
    requiresSignIn: true,
  },
  settings: { path: '/admin/settings', name: 'settings', title: 'Settings', requiresSignIn: true },
  deckCaptainView: {
    path: '/admin/deckcaptain',
    name: 'deckCaptainView',
    title: 'Deck captain',
    requiresSignIn: true,
  },
  chairman: {
    path: '/admin/chairman',
    name: 'chairman',
    title: 'Chairman of judges',
    requiresSignIn: true,
  },
  mc: { path: '/admin/mc', name: 'mc', title: 'Master of ceremonies', requiresSignIn: true },
  members: {
    path: '/admin/members',
    name: 'members',
    title: 'Members',
    requiresSignIn: true,
  },
  judgeDevices: {
    path: '/admin/judge-devices',
    name: 'judgeDevices',
    title: 'Judge tablets',
    requiresSignIn: true,
  },
  audit: {
    path: '/admin/audit',
    name: 'audit',
    title: 'Audit log',
    requiresSignIn: true,
  },
  messages: {
    path: '/admin/messages',
    name: 'messages',
    title: 'Messages',
    requiresSignIn: true,
  },
  printSheets: {
    path: '/print-sheets',
    name: 'printSheets',
    title: 'Print sheets',
    requiresSignIn: true,
  },
  /** One kind of sheet, its rounds and paper in the query (`?round=…&paper=letter`). */
  printSheetKind: {
    path: '/print-sheets/:kind',
    name: 'printSheets',
    title: 'Print sheets',
    requiresSignIn: true,
  },
  printInvoices: {
    path: '/print-invoices',
    name: 'printInvoices',
    title: 'Invoices by school',
    requiresSignIn: true,
  },
} as const satisfies Record<string, RouteInfo>;

export interface RouteInfo {
  path: string;
  name: string;
  title: string;
  requiresSignIn?: boolean;
}

export type RouteKey = keyof typeof paths;

/**
 * The create screen (issue 25 item 1): of the server, not of one competition, so it is
 * mounted once at the root (no `/c/:slug` twin) and outside the admin area's frame.
 */
export const newCompetitionRoute = {
  path: '/admin/competitions/new',
  name: 'newCompetition',
  title: 'New competition',
  requiresSignIn: true,
} as const satisfies RouteInfo;

/** Where "New competition" and "Create a competition" lead. */
export const CREATE_COMPETITION_PATH = newCompetitionRoute.path;

/**
 * The organizers screen (issue 25 item 1): server administrators name who else may create
 * competitions. Of the server, like the create screen, so mounted once at the root.
 */
export const organizersRoute = {
  path: '/admin/organizers',
  name: 'organizers',
  title: 'Organizers',
  requiresSignIn: true,
} as const satisfies RouteInfo;

/** What each route carries in React Router's `handle`, read by the layout. */
export type RouteHandle = RouteInfo;

/**
 * A link target for a route, inside the competition the page belongs to:
 * `/rules` at the root, `/c/spring-open/rules` under a competition slug.
 */
export function hrefFor(
  key: RouteKey,
  slug: string | undefined,
  params: Record<string, string> = {},
): string {
  const path = paths[key].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  if (slug === undefined) {
    return path;
  }
  return path === '/' ? `/c/${slug}` : `/c/${slug}${path}`;
}
