import type { RenderedPage } from './public-renderer';

/** The id of the script element holding the page's data (the web's `PAGE_DATA_ID`). */
const PAGE_DATA_ID = 'floorcraft-page';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A server-rendered page as a whole HTML document (ADR 044): the stylesheet
 * inlined in the head (no request blocks the first paint), the content in
 * the first response, then the page's data once, for the script (a module,
 * so deferred) to hydrate from.
 */
export function pageDocument(page: RenderedPage, assets: { script: string; css: string }): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="description" content="Ballroom dance competition: information, registration, live results." />',
    `<title>${escapeHtml(page.title)}</title>`,
    `<style>${assets.css}</style>`,
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    '</head>',
    '<body>',
    `<div id="root">${page.html}</div>`,
    `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
