import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../test-support/run-commands';
import type { PublicPageData } from './page-data';
import { PublicApp } from './public-app';
import { demo, renderTestPage, textsOf } from './render-test-page';

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAME = 'Harbor City Collegiate DanceSport Championships';
const EVENT = 'Newcomer Standard';
const roundPath = (round: number) => `/live/${encodeURIComponent(EVENT)}/${round}`;
/** The demo with its first round on the floor. */
const running = run(demo, { type: 'startRound', eventName: EVENT, roundNumber: 3 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The live pages drawn on the server from their page view (ADR 044), as a phone first reads them. */
describe('the live pages drawn on the server', () => {
  it('draws /live with the round on the floor, the results and the day to come, on its own screen', () => {
    const rendered = renderTestPage({ path: '/live', state: running });
    expect(rendered.title).toBe(`Live · ${NAME}`);
    expect(textsOf('h1')).toEqual([NAME]);
    expect(textsOf('h2')).toEqual(['On the floor now', 'Latest results', 'Next']);
    // "N": the Newcomer level's icon before the round's name.
    expect(textsOf('[aria-labelledby="live-now"] h3')).toEqual([
      'NNewcomer Standard Quarter-Final',
    ]);
    expect(textsOf('[aria-labelledby="live-now"] .fc-live-meta')[0]).toBe(
      '15 couples in 2 heats · planned Thu 11 Mar 09:00',
    );
    expect(textsOf('.fc-live-row .fc-live-time')[0]).toBe('Thu 11 Mar 09:07');
    // Spec §2: no top bar and no footer on /live; the socket is not open on the server.
    expect(document.querySelector('[data-testid="top-bar"]')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    expect(textsOf('[role="status"]')).toEqual(['Reconnecting…']);
    // The staff's refresh is the browser's to add, once it knows who is signed in.
    expect(document.querySelector('button')).toBeNull();
  });

  it('draws a round’s page with the couples dancing it, linking back to /live under the slug', () => {
    const rendered = renderTestPage({ path: roundPath(3), routeSlug: 'spring', state: running });
    expect(rendered.title).toBe(`${EVENT} Quarter-Final · ${NAME}`);
    expect(textsOf('h1')).toEqual([EVENT]);
    const main = document.querySelector('main')!.textContent;
    expect(main).toContain('On the floor now: results soon');
    expect(main).toMatch(/Dancing: \d+(, \d+){14}/);
    expect(
      [...document.querySelectorAll('main a')].map((link) => link.getAttribute('href')),
    ).toEqual(['/c/spring/live']);
  });

  it('draws a round the event does not have as not found', () => {
    const rendered = renderTestPage({ path: roundPath(9) });
    expect(textsOf('h1')).toEqual(['Page not found']);
    expect(JSON.parse(rendered.data)).toMatchObject({ view: { page: 'unknown' } });
  });

  it.each(['/live', roundPath(3)])(
    'hydrates %s as drawn, at the server’s minute, and then says it is live',
    async (path) => {
      vi.useFakeTimers({ now: new Date('2027-03-11T20:00:00Z'), toFake: ['Date'] });
      const rendered = renderTestPage({ path, state: running, now: '2027-03-11T14:30:00.000Z' });
      const data = JSON.parse(rendered.data) as PublicPageData;
      const root = document.createElement('div');
      root.innerHTML = rendered.html;
      document.body.replaceChildren(root);
      const heading = root.querySelector('h1');
      const errors: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
      const app = (connected: boolean) => (
        <PublicApp data={data} view={data.view} connected={connected} />
      );
      let hydrated: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        hydrated = hydrateRoot(root, app(false), {
          onRecoverableError: (error) => errors.push(error),
        });
        await Promise.resolve();
      });
      expect(errors).toEqual([]);
      expect(root.querySelector('h1')).toBe(heading);
      await act(async () => {
        hydrated!.render(app(true));
        await Promise.resolve();
      });
      if (path === '/live') {
        expect(root.querySelector('[role="status"]')?.textContent).toBe('● Live');
      }
    },
  );
});
