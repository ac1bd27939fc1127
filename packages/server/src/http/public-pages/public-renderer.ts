import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a server-rendered page is drawn from (the web's `PublicPageData`, ADR 044). */
export interface PublicPageInput {
  view: unknown;
  version: number;
  epoch: string;
  routeSlug: string | undefined;
  path: string;
  now: string;
}

/** What the web's renderer returns for one page (the web's `RenderedPublicPage`). */
export interface RenderedPage {
  html: string;
  title: string;
  /** The page's data as script text, safe to put inside a script element. */
  data: string;
}

/** The public pages' renderer and the assets every page names, from the web build. */
export interface PublicRenderer {
  render(input: PublicPageInput): RenderedPage;
  /** The URL of the public pages' script. */
  script: string;
  /** Their whole stylesheet, inlined into every page's head. */
  css: string;
}

/** The public build's manifest (web vite.public.config.ts) and its entry. */
const MANIFEST = 'public-manifest.json';
const ENTRY = 'src/public-app/entry-client.tsx';
/** The renderer module (web vite.ssr.config.ts). */
const RENDERER = path.join('ssr', 'entry-server.js');

interface ManifestChunk {
  file: string;
}

/**
 * Loads the public pages' renderer from the web build in `webDist`, or
 * undefined when that build has no renderer (a test's stand-in app, or an
 * old build): the public routes are then served by the app as before.
 */
export async function loadPublicRenderer(webDist: string): Promise<PublicRenderer | undefined> {
  const rendererFile = path.join(webDist, RENDERER);
  const manifestFile = path.join(webDist, MANIFEST);
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) {
    return undefined;
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[ENTRY];
  if (!entry) {
    throw new Error(`${manifestFile} names no ${ENTRY}: rebuild the web app`);
  }
  const stylesheets = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  const css = (
    await Promise.all(stylesheets.map((file) => readFile(path.join(webDist, file), 'utf8')))
  ).join('\n');
  const module = (await import(pathToFileURL(rendererFile).href)) as {
    renderPublicPage?: (input: PublicPageInput) => RenderedPage;
  };
  const render = module.renderPublicPage;
  if (typeof render !== 'function') {
    throw new Error(`${rendererFile} exports no renderPublicPage: rebuild the web app`);
  }
  return { render, script: `/${entry.file}`, css };
}
