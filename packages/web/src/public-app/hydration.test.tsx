import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPageData } from './page-data';
import { PublicApp } from './public-app';
import { CLOSED, demo, renderTestPage } from './render-test-page';

/** A dancer of the demo: their own page, and one nobody registered (not found). */
const dancer = Object.values(demo.competitors).find((each) => each.name === 'Jonas Lindgren')!;

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The browser hydrates the page the server drew (ADR 044) without redrawing
 * it: the same tree, read at the minute the server drew it at.
 */
describe('hydrating a server-drawn page', () => {
  it.each([
    '/',
    '/details',
    '/rules',
    '/venue',
    '/contact',
    '/about',
    '/competitors',
    '/entries',
    '/TBAList',
    `/competitors/${dancer.id}`,
    '/competitors/no-such-dancer',
    '/register',
    '/updateEntries',
  ])('takes over %s as drawn, with no mismatch', async (path) => {
    // The machine's clock is not the page's: hydration must read the page's minute.
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00Z'), toFake: ['Date'] });
    const rendered = renderTestPage({ path, routeSlug: 'spring', now: CLOSED });
    const data = JSON.parse(rendered.data) as PublicPageData;
    const root = document.createElement('div');
    root.innerHTML = rendered.html;
    document.body.replaceChildren(root);
    const heading = root.querySelector('h1');
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, <PublicApp data={data} view={data.view} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    // The server's elements, taken over rather than drawn again.
    expect(root.querySelector('h1')).toBe(heading);
  });

  it('opens the top bar’s menu once hydrated, with the bar’s links', async () => {
    const rendered = renderTestPage({ path: '/rules' });
    const data = JSON.parse(rendered.data) as PublicPageData;
    const root = document.createElement('div');
    root.innerHTML = rendered.html;
    document.body.replaceChildren(root);
    await act(async () => {
      hydrateRoot(root, <PublicApp data={data} view={data.view} />);
      await Promise.resolve();
    });
    const burger = root.querySelector<HTMLButtonElement>('button[aria-label="Menu"]')!;
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('#top-bar-menu')).toBeNull();
    await act(async () => {
      burger.click();
      await Promise.resolve();
    });
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const labels = (selector: string) =>
      [...root.querySelectorAll(selector)].map((link) => link.textContent);
    expect(labels('#top-bar-menu a')).toEqual(labels('.fc-bar-links a'));
    expect(labels('#top-bar-menu a')).toContain('Rules');
  });
});
