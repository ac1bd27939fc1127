import type { RenderedPage } from './public-renderer';

/** The id of the script element holding the page's data (the web's `PAGE_DATA_ID`). */
const PAGE_DATA_ID = 'floorcraft-page';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What starts the page's script: once the browser reports the page's first
 * contentful paint, it asks for the script and every module it will import,
 * all at once. A phone thus shows the content before it fetches, parses or
 * runs any code, which on a slow network would share the bandwidth with the
 * page and on a fast one would run before the first paint (issue 27: the
 * first paint waited for 85 KB of code it does not need to draw). A page
 * opened hidden (a background tab) paints nothing yet, and a browser that
 * reports no paints cannot say when: both load at once. The timer is a
 * backstop should the report never come.
 */
function scriptLoader(script: string, modules: readonly string[]): string {
  const safe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    '<script type="module">',
    'let loaded=false;',
    `const load=()=>{if(loaded)return;loaded=true;for(const href of ${safe(modules)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${safe(script)})};`,
    'if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint")){load()}',
    'else{new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length>0)load()}).observe({type:"paint",buffered:true});setTimeout(load,1000)}',
    '</script>',
  ].join('');
}

/**
 * A server-rendered page as a whole HTML document (ADR 044): the stylesheet
 * inlined in the head (no request blocks the first paint), the content in
 * the first response, then the page's data once, for the script (loaded once
 * the page is painted) to hydrate from.
 */
export function pageDocument(
  page: RenderedPage,
  assets: {
    script: string;
    css: string;
    modulePreloads: (chunks: readonly string[]) => readonly string[];
  },
): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="description" content="Ballroom dance competition: information, registration, live results." />',
    `<title>${escapeHtml(page.title)}</title>`,
    `<style>${assets.css}</style>`,
    scriptLoader(assets.script, assets.modulePreloads(page.chunks)),
    '</head>',
    '<body>',
    `<div id="root">${page.html}</div>`,
    `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
