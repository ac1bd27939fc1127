/** Spec §2: route names on which the top bar is hidden (besides any path containing "admin"). */
export const TOP_BAR_HIDDEN_ON: ReadonlySet<string> = new Set([
  'markentry',
  'register',
  'deckCaptainView',
  'liveCompView',
  'liveRoundResultView',
  'resultDetails',
  'login',
  'printSheets',
  'printInvoices',
  'jumbotronView',
  'jumbotronControllerView',
]);

/** Spec §2: route names on which the footer is hidden (besides any admin path). */
export const FOOTER_HIDDEN_ON: ReadonlySet<string> = new Set([
  'markentry',
  'scrutineerView',
  'deckCaptainView',
  'liveCompView',
  'liveRoundResultView',
  'resultDetails',
  'printSheets',
  'printInvoices',
  'jumbotronView',
]);

/** Spec §2 top bar rule: hidden on the listed route names and on any path containing "admin". */
export function shouldShowTopBar(routeNames: readonly string[], pathname: string): boolean {
  return !pathname.includes('admin') && !routeNames.some((name) => TOP_BAR_HIDDEN_ON.has(name));
}

/** Spec §2 footer rule: hidden on the listed route names and on any admin path. */
export function shouldShowFooter(routeNames: readonly string[], pathname: string): boolean {
  const isAdminPath = /(^|\/)admin(\/|$)/.test(pathname);
  return !isAdminPath && !routeNames.some((name) => FOOTER_HIDDEN_ON.has(name));
}
