import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a server-rendered page is drawn from (the web's `PublicPageData`, ADR 044). */
export interface PublicPageInput {
  view: unknown;
  /** Whether `view` is the page's whole view, or only its first part (`inlinedPart`). */
  whole: boolean;
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
  /** The sources of the page's own chunks, as the manifest names them; none for most pages. */
  chunks: readonly string[];
}

/** The public pages' renderer and the assets every page names, from the web build. */
export interface PublicRenderer {
  render(input: PublicPageInput): RenderedPage;
  /** The URL of the public pages' script. */
  script: string;
  /** Their whole stylesheet, inlined into every page's head. */
  css: string;
  /** The modules to preload with a page: the script's imports, and its own chunks' if any. */
  modulePreloads(chunks: readonly string[]): readonly string[];
}

/** The public build's manifest (web vite.public.config.ts) and its entry. */
const MANIFEST = 'public-manifest.json';
const ENTRY = 'src/public-app/entry-client.tsx';
/** The renderer module (web vite.ssr.config.ts). */
const RENDERER = path.join('ssr', 'entry-server.js');

interface ManifestChunk {
  file: string;
  /** The chunks it imports statically, by their keys in the manifest. */
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The URLs of the chunks `key` imports, directly or not (itself excluded). */
function importsOf(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (at: string) => {
    for (const imported of manifest[at]?.imports ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        visit(imported);
      }
    }
  };
  visit(key);
  seen.delete(key);
  return [...seen].map((imported) => `/${manifest[imported]!.file}`);
}

/**
 * What each page preloads, so a phone asks for every module at once rather
 * than learning of one import per round trip: the entry's imports, and a
 * page's own chunk with its imports (the entry itself is already asked for).
 */
function preloadsFor(
  manifest: Manifest,
  manifestFile: string,
  chunkSources: readonly string[],
): (chunks: readonly string[]) => readonly string[] {
  const entryFile = `/${manifest[ENTRY]!.file}`;
  const common = importsOf(manifest, ENTRY);
  const byChunk = new Map<string, readonly string[]>();
  for (const source of chunkSources) {
    const chunk = manifest[source];
    if (!chunk) {
      throw new Error(`${manifestFile} names no ${source}: rebuild the web app`);
    }
    const own = [`/${chunk.file}`, ...importsOf(manifest, source)];
    byChunk.set(source, own);
  }
  return (chunks) =>
    [...new Set([...common, ...chunks.flatMap((chunk) => byChunk.get(chunk) ?? [])])].filter(
      (file) => file !== entryFile,
    );
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
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
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
    pageChunkSources?: readonly string[];
  };
  const render = module.renderPublicPage;
  if (typeof render !== 'function') {
    throw new Error(`${rendererFile} exports no renderPublicPage: rebuild the web app`);
  }
  const modulePreloads = preloadsFor(manifest, manifestFile, module.pageChunkSources ?? []);
  return { render, script: `/${entry.file}`, css, modulePreloads };
}
