import { FIRST_ROWS, viewFor, type PublicPageView } from '@floorcraft/domain';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPageData } from './page-data';
import { PublicApp } from './public-app';
import { demo, renderTestPage, textsOf } from './render-test-page';

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Hydrates the page in the document, gives it `whole` as its channel would
 * (a page inlined in part), and runs its timers until the list is whole.
 */
async function hydrateAndSettle(rendered: { data: string }, whole?: PublicPageView): Promise<void> {
  const data = JSON.parse(rendered.data) as PublicPageData;
  const root = document.createElement('div');
  root.innerHTML = document.body.innerHTML;
  document.body.replaceChildren(root);
  let hydrated: Root | undefined;
  await act(async () => {
    hydrated = hydrateRoot(root, <PublicApp data={data} view={data.view} />);
    await Promise.resolve();
  });
  if (whole) {
    await act(async () => {
      hydrated!.render(<PublicApp data={data} view={whole} />);
      await Promise.resolve();
    });
  }
  for (let task = 0; task < 20; task += 1) {
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
  }
}

const dancers = Object.values(demo.competitors).length;

/** The long lists drawn on the server (issue 27): the first rows at once, the rest after. */
describe('/competitors drawn on the server', () => {
  it('draws the first dancers with links to their pages, and no email', () => {
    expect(dancers).toBeGreaterThan(FIRST_ROWS);
    const rendered = renderTestPage({ path: '/competitors', routeSlug: 'spring' });
    expect(textsOf('h1')).toEqual(['Competitors']);
    expect(rendered.title).toContain('Competitors · ');
    const rows = document.querySelectorAll('ul[aria-label="Dancers"] > li');
    expect(rows).toHaveLength(FIRST_ROWS);
    const link = rows[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toMatch(/^\/c\/spring\/competitors\/[^/]+$/);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      `${dancers} dancers registered.`,
    );
    expect(document.querySelector('main')!.textContent).not.toContain('@');
  });

  it('inlines the first dancers only, and says how many there are in all', () => {
    const rendered = renderTestPage({ path: '/competitors' });
    const data = JSON.parse(rendered.data) as PublicPageData;
    expect(data.whole).toBe(false);
    expect(data.view.page === 'competitors' && data.view.dancers).toHaveLength(FIRST_ROWS);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      `${dancers} dancers registered.`,
    );
  });

  it('draws every dancer once hydrated and given the whole view, a chunk per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rendered = renderTestPage({ path: '/competitors' });
    await hydrateAndSettle(rendered, viewFor(demo, 'page', '/competitors'));
    expect(document.querySelectorAll('ul[aria-label="Dancers"] > li')).toHaveLength(dancers);
  });
});

const entries = Object.values(demo.events).reduce(
  (sum, event) => sum + Object.keys(event.entries).length,
  0,
);

describe('/entries drawn on the server', () => {
  it('draws the first events’ couples with their numbers, counts and links', () => {
    expect(entries).toBeGreaterThan(FIRST_ROWS);
    renderTestPage({ path: '/entries' });
    expect(textsOf('h1')).toEqual(['Entries']);
    const rows = document.querySelectorAll('ul[aria-label^="Entries in "] > li');
    expect(rows).toHaveLength(FIRST_ROWS);
    expect(document.querySelector('main .fc-event p')?.textContent).toMatch(/^\d+ couples/);
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toMatch(/^\/competitors\/[^/]+$/);
    expect(document.querySelector('main')!.textContent).not.toContain('9999');
  });

  it('inlines the first rows only, and says how many entries there are in all', () => {
    const rendered = renderTestPage({ path: '/entries' });
    const data = JSON.parse(rendered.data) as PublicPageData;
    const inlined = data.view.page === 'entries' ? data.view.events : [];
    expect(data.whole).toBe(false);
    expect(inlined.reduce((sum, event) => sum + event.rows.length, 0)).toBe(FIRST_ROWS);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      `${inlined.length} events, ${entries} entries.`,
    );
    // Only the events whose rows came are drawn: none says "No entries yet." for want of them.
    const drawn = inlined.filter((event) => event.rows.length > 0).length;
    expect(textsOf('main h2')).toEqual(inlined.slice(0, drawn).map((event) => event.eventName));
    expect(document.querySelector('main')!.textContent).not.toContain('No entries yet.');
  });

  it('draws every event once hydrated and given the whole view, a chunk per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rendered = renderTestPage({ path: '/entries' });
    const whole = viewFor(demo, 'page', '/entries');
    const events = whole.page === 'entries' ? whole.events : [];
    await hydrateAndSettle(rendered, whole);
    expect(textsOf('main h2')).toEqual(events.map((event) => event.eventName));
    expect(document.querySelectorAll('ul[aria-label^="Entries in "] > li')).toHaveLength(entries);
  });
});

describe('/TBAList drawn on the server', () => {
  it('groups the dancers looking for a partner by style (h2) and level (h3), with links', () => {
    const rendered = renderTestPage({ path: '/TBAList' });
    const data = JSON.parse(rendered.data) as PublicPageData;
    const groups = data.view.page === 'tbaList' ? data.view.groups : [];
    expect(groups.length).toBeGreaterThan(0);
    expect(textsOf('h1')).toEqual(['TBA list']);
    expect(textsOf('main h2')).toEqual(groups.map((group) => group.style));
    expect(textsOf('main h3')).toContain('Bronze Smooth');
    const lucia = [...document.querySelectorAll('main li a')].find(
      (link) => link.textContent === 'Lucia Ferraro',
    );
    expect(lucia?.getAttribute('href')).toMatch(/^\/competitors\/[^/]+$/);
  });
});
