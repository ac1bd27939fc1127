import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { getPage, pageDataOf } from './helpers/page-request';
import {
  renderingWebDist,
  rendersOf,
  TEST_APP_TITLE,
  TEST_PAGE_CSS,
} from './helpers/rendering-web-dist';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * The public pages drawn on the server (ADR 044) over a real server, with a
 * real renderer module in its web build: the first response holds the page.
 */
describe('server-rendered public pages over HTTP', () => {
  const webDist = renderingWebDist();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ webDist });
  });

  afterAll(async () => {
    await server.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  const rules = () => server.host.stateOf(DEMO_SLUG)!.pages.rules;
  const page = (pathname: string, acceptEncoding?: string) =>
    getPage(`${server.url}${pathname}`, acceptEncoding);

  it('answers /rules with an HTML page holding the rules, its stylesheet and its script', async () => {
    const reply = await page('/rules');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(rules()).not.toMatch(/[&<>]/);
    expect(reply.html).toContain(`<div id="root"><h1>rules</h1><main>${rules()}</main></div>`);
    expect(reply.html).toContain(`<style>${TEST_PAGE_CSS}</style>`);
    expect(reply.html).toContain('import("/assets/public-x.js")');
    expect(reply.html).toContain('<title>rules (test renderer)</title>');
    expect(pageDataOf(reply.html)).toMatchObject({
      path: '/rules',
      view: { page: 'rules', text: rules() },
      epoch: expect.any(String) as string,
      version: expect.any(Number) as number,
    });
    expect(pageDataOf(reply.html)).not.toHaveProperty('routeSlug');
  });

  it('answers /c/<slug>/rules with the same page, drawn for its own address', async () => {
    const reply = await page(`/c/${DEMO_SLUG}/rules/`);
    expect(reply.status).toBe(200);
    expect(reply.html).toContain(`<main>${rules()}</main>`);
    expect(pageDataOf(reply.html)).toMatchObject({ routeSlug: DEMO_SLUG, path: '/rules' });
  });

  it('leaves every other route to the app, and a competition it does not hold too', async () => {
    for (const pathname of ['/judge', '/admin', '/admin/results', '/c/no-such-competition/rules']) {
      const reply = await page(pathname);
      expect(reply.status, pathname).toBe(200);
      expect(reply.html, pathname).toContain(`<title>${TEST_APP_TITLE}</title>`);
    }
    expect(rendersOf(webDist).map((render) => render.path)).not.toContain('/judge');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = (await page('/about')).html;
    const brotli = await page('/about', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain);
    const gzip = await page('/about', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain);
  });

  it('never serves the renderer module itself', async () => {
    for (const pathname of ['/ssr/entry-server.js', '/ssr/', '/ssr']) {
      const reply = await page(pathname);
      expect(reply.status, pathname).toBe(404);
      expect(reply.html, pathname).not.toContain('renderPublicPage');
    }
  });

  it('draws a page once for many phones opening it at once', async () => {
    const before = rendersOf(webDist).length;
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        page('/c/' + DEMO_SLUG + '/venue', index % 2 ? 'br' : undefined),
      ),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const renders = rendersOf(webDist).slice(before);
    // One render per minute drawn: the minute may turn between two of these requests.
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.length).toBe(new Set(renders.map((render) => render.now)).size);
  });
});
