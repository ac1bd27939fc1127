import { registrationStanding, type CompetitionFrame } from '@floorcraft/domain';
import type { RouteKey } from '../../config/paths';

export interface TopBarLink {
  label: string;
  route: RouteKey;
}

/** Spec §2: the top bar's links, in order. */
const LINKS: TopBarLink[] = [
  { label: 'Competitor Info', route: 'competitors' },
  { label: 'Details', route: 'details' },
  { label: 'Rules', route: 'rules' },
  { label: 'Venue', route: 'venue' },
  { label: 'Contact', route: 'contact' },
  { label: 'About', route: 'about' },
];

/**
 * What the spec §2 top bar offers, for the app's bar and the server-drawn
 * pages' alike: the action button is "Register" while registration is open
 * (issue 25 item 5: showing results never hides it; the results are then a
 * link of the menu) and "See Results" once it has closed and results are
 * shown; while the competition is running a "Live" link leads the others.
 * Metadata not yet loaded offers Register and the six links.
 */
export function topBarLinks(
  metadata: CompetitionFrame['metadata'] | undefined,
  now: string,
  running: boolean,
): { action: TopBarLink; links: TopBarLink[] } {
  const resultsShown = metadata?.resultsPageShown === true;
  const registering = !metadata || registrationStanding(now, metadata).open;
  const action: TopBarLink =
    resultsShown && !registering
      ? { label: 'See Results', route: 'results' }
      : { label: 'Register', route: 'register' };
  const withResults =
    resultsShown && registering
      ? [...LINKS, { label: 'Results', route: 'results' } as const]
      : LINKS;
  return {
    action,
    links: running ? [{ label: 'Live', route: 'liveCompView' }, ...withResults] : withResults,
  };
}
