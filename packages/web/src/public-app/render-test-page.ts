import {
  demoCompetition,
  viewFor,
  type CompetitionFrame,
  type CompetitionState,
} from '@floorcraft/domain';
import { run } from '../test-support/run-commands';
import { renderPublicPage } from './entry-server';

/** The demo competition set up on 9 February 2027 (the runner's day): registration open, results not shown. */
export const demo = run(undefined, ...demoCompetition('2027-02-09'));
/** Noon in Harbor City on the demo's setup day. */
export const REGISTERING = '2027-02-09T17:00:00.000Z';
/** After registration closed (4 March at the venue), before the competition (11–12 March). */
export const CLOSED = '2027-03-07T17:00:00.000Z';

export interface TestPage {
  path: string;
  /** The competition drawn: the demo as set up unless given. */
  state?: CompetitionState;
  routeSlug?: string;
  now?: string;
  /** Changes to the demo's frame (metadata merged, events replaced). */
  metadata?: Partial<CompetitionFrame['metadata']>;
  events?: CompetitionFrame['events'];
  /** The page's own text, for the text pages. */
  text?: string;
}

/**
 * Renders one public page of the demo as the server does, and puts its
 * markup into the document so the test reads it as a visitor's browser would.
 */
export function renderTestPage({
  path,
  routeSlug,
  now = REGISTERING,
  state = demo,
  ...change
}: TestPage) {
  const built = viewFor(state, 'page', path);
  const view = {
    ...built,
    ...(change.text !== undefined && 'text' in built && { text: change.text }),
    frame: {
      ...built.frame,
      metadata: { ...built.frame.metadata, ...change.metadata },
      events: change.events ?? built.frame.events,
    },
  };
  const rendered = renderPublicPage({ view, version: 12, epoch: 'e1', routeSlug, path, now });
  document.body.innerHTML = rendered.html;
  return rendered;
}

/** The text of every element matching `selector`. */
export const textsOf = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '');

/** Each link in the top bar's navigation as label → address. */
export const topBarLinks = () =>
  [...document.querySelectorAll('[data-testid="top-bar"] a')].map(
    (link) => `${link.textContent} → ${link.getAttribute('href')}`,
  );
