import { viewFor, type CompetitionState } from '@floorcraft/domain';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '../../public-app/entry-server';
import type { PublicPageData } from '../../public-app/page-data';
import { PublicApp } from '../../public-app/public-app';
import { textsOf } from '../../public-app/render-test-page';
import { EVENT, markAndPost, run, semiPosted } from './test-competition';

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PATH = `/results/${encodeURIComponent(EVENT)}`;

const published = (state: CompetitionState) =>
  run(state, { type: 'updateMetadata', patch: { resultsPageShown: true } });

/** Semi-Final and Final posted, every judge placing the couples in number order. */
const finalPosted = () =>
  published(markAndPost(semiPosted(), 1, (_judge, _dance, dancing) => dancing));

/** The event's page drawn as the server does, put into a root in the document. */
function drawEvent(state: CompetitionState, path = PATH) {
  const data: PublicPageData = {
    view: viewFor(state, 'page', path),
    version: 3,
    epoch: 'e1',
    whole: true,
    routeSlug: undefined,
    path,
    now: '2027-03-11T17:00:00.000Z',
  };
  const rendered = renderPublicPage(data);
  const root = document.createElement('div');
  root.innerHTML = rendered.html;
  document.body.replaceChildren(root);
  return { rendered, data, root };
}

describe('/results/{event} drawn on the server from its page view', () => {
  it('draws the Final first, its summary and reasons; the Semi-Final follows after hydration', async () => {
    const { data, root, rendered } = drawEvent(finalPosted());
    expect(rendered.title).toMatch(new RegExp(`^${EVENT} results · `));
    expect(textsOf('h1')).toEqual([EVENT]);
    expect(textsOf('h2')).toEqual(['Final']);
    expect(textsOf('caption')).toContain('Final summary: dance places, totals and result');
    expect(document.querySelector('ul[aria-label="Why each place"]')).not.toBeNull();
    expect(textsOf('main a')[0]).toBe('← All results');

    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const summary = root.querySelector('table');
    await act(async () => {
      hydrateRoot(root, <PublicApp data={data} view={data.view} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(root.querySelector('table')).toBe(summary);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(textsOf('h2')).toEqual(['Final', 'Semi-Final']);
    expect(textsOf('caption')).toContain('Semi-Final: recalls by judge and dance');
    expect(textsOf('tr.fc-rt-recalled').length).toBe(6);
    // Scoring two rounds in jsdom takes a few seconds on a loaded machine.
  }, 20_000);

  it('says results are not published, and holds no sheet, while the organizers keep them off', () => {
    const state = markAndPost(semiPosted(), 1, (_judge, _dance, dancing) => dancing);
    const { data } = drawEvent(state);
    expect(textsOf('[role="status"]')).toEqual([
      'Results are not published yet. Please check back later.',
    ]);
    expect(data.view).not.toHaveProperty('source');
    expect(document.querySelector('table')).toBeNull();
  });

  it('is no page for an event the competition does not run', () => {
    const { data } = drawEvent(finalPosted(), '/results/Gold%20Tango');
    expect(data.view.page).toBe('unknown');
    expect(textsOf('h1')).toEqual(['Page not found']);
    // Still the resultDetails route: the spec hides its top bar and footer.
    expect(document.querySelector('[data-testid="top-bar"]')).toBeNull();
    expect(document.querySelector('[data-testid="footer"]')).toBeNull();
  });
});
