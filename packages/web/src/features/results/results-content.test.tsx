import { viewFor, type CompetitionState, type PublicPageView } from '@floorcraft/domain';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../../public-app/entry-server';
import type { PublicPageData } from '../../public-app/page-data';
import { PublicApp } from '../../public-app/public-app';
import { textsOf } from '../../public-app/render-test-page';
import { EVENT, eventOfEight, markAndPost, run, semiPosted } from './test-competition';

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const published = (state: CompetitionState) =>
  run(state, { type: 'updateMetadata', patch: { resultsPageShown: true } });

/** The Final posted, every judge placing the couples in number order: the lowest number wins. */
const finalPosted = () =>
  published(markAndPost(semiPosted(), 1, (_judge, _dance, dancing) => dancing));

/** /results of a state drawn as the server does, put into the document. */
function drawResults(state: CompetitionState, routeSlug?: string) {
  const data: PublicPageData = {
    view: viewFor(state, 'page', '/results'),
    version: 3,
    epoch: 'e1',
    whole: true,
    routeSlug,
    path: '/results',
    now: '2027-03-11T17:00:00.000Z',
  };
  const rendered = renderPublicPage(data);
  document.body.innerHTML = rendered.html;
  return { rendered, data };
}

describe('/results drawn on the server from its page view', () => {
  it('says results are not published while the organizers keep them off, and lists nothing', () => {
    const state = markAndPost(semiPosted(), 1, (_judge, _dance, dancing) => dancing);
    const { data } = drawResults(state);
    expect(textsOf('h1')).toEqual(['Results']);
    expect(textsOf('[role="status"]')).toEqual([
      'Results are not published yet. Please check back later.',
    ]);
    expect(document.querySelector('ul[aria-label="Events with results"]')).toBeNull();
    expect(data.view).toMatchObject({ published: false, events: [] });
  });

  it('lists each event with results, how far they go and its winner, linked under the slug', () => {
    const state = finalPosted();
    drawResults(state, 'spring');
    const link = document.querySelector(`ul[aria-label="Events with results"] li a`)!;
    expect(link.textContent).toBe(EVENT);
    expect(link.getAttribute('href')).toBe(`/c/spring/results/${encodeURIComponent(EVENT)}`);
    expect(textsOf('li .fc-muted')[0]).toBe('Final results: Semi-Final, Final');
    expect(textsOf('.fc-winner')[0]).toMatch(/^1st: number \d+ Lead \d+ & Follow \d+, .+$/);
  });

  it('offers the round on the floor to follow live', () => {
    const state = published(
      run(semiPosted(), { type: 'startRound', eventName: EVENT, roundNumber: 1 }),
    );
    drawResults(state);
    const live = document.querySelector(`a[aria-label="Follow the Final live: ${EVENT}"]`)!;
    expect(live.getAttribute('href')).toBe(`/live/${encodeURIComponent(EVENT)}/1`);
    expect(textsOf('li .fc-muted')).toEqual(['In progress: Semi-Final']);
  });

  it('says so when nothing is posted yet', () => {
    drawResults(published(eventOfEight()));
    expect(textsOf('main p')).toContain('No results have been posted yet.');
  });

  it('draws the first 40 events on the server and the rest after hydration, in chunks', async () => {
    const { data } = drawResults(finalPosted());
    const view = data.view as Extract<PublicPageView, { page: 'results' }>;
    const [entry] = view.events;
    const events = Array.from({ length: 130 }, (_, index) => ({
      ...entry!,
      eventName: `Event ${index + 1}`,
    }));
    const big = { ...data, view: { ...view, events } };
    const rendered = renderPublicPage(big);
    const root = document.createElement('div');
    root.innerHTML = rendered.html;
    document.body.replaceChildren(root);
    const items = () => root.querySelectorAll('ul[aria-label="Events with results"] > li').length;
    expect(items()).toBe(40);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      hydrateRoot(root, <PublicApp data={big} view={big.view} />);
      await Promise.resolve();
    });
    expect(items()).toBe(40);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(items()).toBe(80);
    for (const count of [120, 130, 130]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(items()).toBe(count);
    }
  });

  it('hydrates as drawn, with no mismatch', async () => {
    const { rendered, data } = drawResults(finalPosted());
    const root = document.createElement('div');
    root.innerHTML = rendered.html;
    document.body.replaceChildren(root);
    const list = root.querySelector('ul');
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, <PublicApp data={data} view={data.view} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(root.querySelector('ul')).toBe(list);
  });
});
