import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROWS } from '../hooks/use-rows-in-chunks';
import type { PublicPageData } from './page-data';
import { PublicApp } from './public-app';
import { demo, renderTestPage, textsOf } from './render-test-page';

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
});

/** Hydrates the page in the document and runs its timers until the list is whole. */
async function hydrateAndSettle(rendered: { data: string }): Promise<void> {
  const data = JSON.parse(rendered.data) as PublicPageData;
  const root = document.createElement('div');
  root.innerHTML = document.body.innerHTML;
  document.body.replaceChildren(root);
  await act(async () => {
    hydrateRoot(root, <PublicApp data={data} view={data.view} />);
    await Promise.resolve();
  });
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

  it('draws the rest once hydrated, a chunk per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rendered = renderTestPage({ path: '/competitors' });
    await hydrateAndSettle(rendered);
    expect(document.querySelectorAll('ul[aria-label="Dancers"] > li')).toHaveLength(dancers);
  });
});
