import { describe, expect, it } from 'vitest';
import { opensServerDrawnPage } from './dev-public-pages-proxy';

const browser = (url: string) => ({ url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('which requests the Vite dev server hands to the server that draws public pages', () => {
  it.each([
    '/',
    '/rules',
    '/results/Newcomer%20Standard',
    '/c/spring-open',
    '/c/spring-open/about?x=1',
  ])('a browser opening %s gets the server’s page', (url) => {
    expect(opensServerDrawnPage(browser(url))).toBe(true);
  });

  it.each(['/admin', '/judge', '/c/spring-open/admin/results', '/rules/extra'])(
    'a browser opening %s gets the app from Vite',
    (url) => {
      expect(opensServerDrawnPage(browser(url))).toBe(false);
    },
  );

  it('leaves a request that is not for a document (a module, a fetch) to Vite', () => {
    expect(opensServerDrawnPage({ url: '/', headers: { accept: '*/*' } })).toBe(false);
    expect(opensServerDrawnPage({ url: '/rules', headers: {} })).toBe(false);
  });
});
