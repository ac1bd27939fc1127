import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the test renderer was asked to draw, one entry per render. */
export interface TestRender {
  path: string;
  routeSlug?: string;
  version: number;
  now: string;
}

/** The stylesheet the test build's manifest names, to be inlined into every page. */
export const TEST_PAGE_CSS = '.fc-test-page{color:#123456}';
/** The app's index.html in the test build: what every route the server does not draw gets. */
export const TEST_APP_TITLE = 'Floorcraft test app';
/** A page text the test renderer cannot draw: it throws, as a renderer's bug would. */
export const UNDRAWABLE_TEXT = 'the test renderer throws on this text';

const RENDERS = '__floorcraftTestRenders';

/**
 * A real renderer module as the web's SSR build writes it (web
 * vite.ssr.config.ts): it draws the page's h1 and text, returns the input as
 * the page's data, and records each render on globalThis for the test to count.
 */
const rendererModule = (id: string) => `
const renders = (globalThis.${RENDERS} ??= {});
const mine = (renders[${JSON.stringify(id)}] ??= []);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function renderPublicPage(input) {
  const { path, routeSlug, version, now } = input;
  mine.push({ path, routeSlug, version, now });
  if (input.view.text === ${JSON.stringify(UNDRAWABLE_TEXT)}) {
    throw new Error('the test renderer cannot draw this page');
  }
  return {
    html: '<h1>' + escape(input.view.page) + '</h1><main>' + escape(input.view.text ?? input.view.page) + '</main>',
    title: input.view.page + ' (test renderer)',
    data: JSON.stringify(input).replace(/</g, '\\\\u003c'),
    chunks: [],
  };
}
`;

/** The public build's manifest (web vite.public.config.ts, one stylesheet: cssCodeSplit false). */
const MANIFEST = {
  'src/public-app/entry-client.tsx': {
    file: 'assets/public-x.js',
    name: 'public',
    src: 'src/public-app/entry-client.tsx',
    isEntry: true,
  },
  'style.css': { file: 'assets/style-x.css', src: 'style.css' },
};

/**
 * A built web app with the public pages' renderer and manifest (ADR 044),
 * for `startTestServer({ webDist })`; `manifest` replaces the public build's.
 */
export function renderingWebDist(manifest: object = MANIFEST): string {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-rendering-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, 'ssr'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>${TEST_APP_TITLE}</title>`,
  );
  writeFileSync(path.join(webDist, 'assets', 'public-x.js'), 'console.log("public");\n');
  writeFileSync(path.join(webDist, 'assets', 'style-x.css'), TEST_PAGE_CSS);
  writeFileSync(path.join(webDist, 'public-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(webDist, 'ssr', 'entry-server.js'), rendererModule(webDist));
  return webDist;
}

/** Every render the renderer of `webDist` has made so far. */
export function rendersOf(webDist: string): TestRender[] {
  const all = (globalThis as Record<string, unknown>)[RENDERS] as
    Record<string, TestRender[]> | undefined;
  return all?.[webDist] ?? [];
}
