import {
  demoCompetition,
  inlinedPart,
  viewFor,
  type CompetitionFrame,
  type CompetitionState,
} from '@floorcraft/domain';
import { run } from '../test-support/run-commands';
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { renderPublicPage } from './entry-server';
import type { PublicPageData } from './page-data';
import { PublicApp } from './public-app';

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
  /** Changes to the demo's frame (metadata merged, the rounds' summary replaced). */
  metadata?: Partial<CompetitionFrame['metadata']>;
  rounds?: CompetitionFrame['rounds'];
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
      rounds: change.rounds ?? built.frame.rounds,
    },
  };
  // As the server inlines it: a long list's first rows only.
  const inlined = inlinedPart(view);
  const rendered = renderPublicPage({
    view: inlined.view,
    whole: inlined.whole,
    version: 12,
    epoch: 'e1',
    routeSlug,
    path,
    now,
  });
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

/**
 * Hydrates a page drawn by `renderTestPage` as the browser does, and answers
 * its root, what React complained of (a mismatch is an error here), and
 * whether the element `selector` finds is still the server's, taken over
 * rather than drawn again.
 */
export async function hydrateTestPage(
  rendered: ReturnType<typeof renderTestPage>,
  selector: string,
): Promise<{ root: HTMLElement; errors: unknown[]; takenOver: boolean }> {
  const data = JSON.parse(rendered.data) as PublicPageData;
  const root = document.createElement('div');
  root.innerHTML = rendered.html;
  document.body.replaceChildren(root);
  const drawn = root.querySelector(selector);
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(root, createElement(PublicApp, { data, view: data.view }), {
      onRecoverableError: (error) => errors.push(error),
    });
    await Promise.resolve();
  });
  return { root, errors, takenOver: drawn !== null && root.querySelector(selector) === drawn };
}
