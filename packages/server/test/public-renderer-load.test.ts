import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPublicRenderer } from '../src/http/public-pages/public-renderer';
import { renderingWebDist, TEST_PAGE_CSS } from './helpers/rendering-web-dist';

/** The server loads the public pages' renderer from the web build at start (ADR 044). */
describe('loadPublicRenderer', () => {
  const made: string[] = [];
  const webDist = (manifest?: object) => {
    const dist = renderingWebDist(manifest);
    made.push(dist);
    return dist;
  };
  afterEach(() => {
    for (const dist of made.splice(0)) {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('names the public script and inlines the stylesheet the manifest names', async () => {
    const renderer = await loadPublicRenderer(webDist());
    expect(renderer?.script).toBe('/assets/public-x.js');
    expect(renderer?.css).toBe(TEST_PAGE_CSS);
    expect(typeof renderer?.render).toBe('function');
  });

  /** A build whose script imports a chain of chunks, and one page's chunk sharing one of them. */
  const CHAINED = {
    'src/public-app/entry-client.tsx': {
      file: 'assets/public-x.js',
      isEntry: true,
      imports: ['_react.js'],
    },
    '_react.js': { file: 'assets/react-x.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-x.js' },
    'src/features/form.tsx': {
      file: 'assets/form-x.js',
      isDynamicEntry: true,
      imports: ['src/public-app/entry-client.tsx', '_react.js', '_fields.js'],
    },
    '_fields.js': { file: 'assets/fields-x.js', imports: ['_runtime.js'] },
  };
  const withChunkSources = (dist: string, sources: string[]) =>
    writeFileSync(
      path.join(dist, 'ssr', 'entry-server.js'),
      `export const pageChunkSources = ${JSON.stringify(sources)};\nexport function renderPublicPage() {}\n`,
    );

  it('preloads every module the script imports, however deep, and a page’s chunk with its own', async () => {
    const dist = webDist(CHAINED);
    withChunkSources(dist, ['src/features/form.tsx']);
    const renderer = await loadPublicRenderer(dist);
    expect(renderer?.modulePreloads([])).toEqual(['/assets/react-x.js', '/assets/runtime-x.js']);
    // The script itself is imported by the page's loader, so its chunk does not name it again.
    expect(renderer?.modulePreloads(['src/features/form.tsx'])).toEqual([
      '/assets/react-x.js',
      '/assets/runtime-x.js',
      '/assets/form-x.js',
      '/assets/fields-x.js',
    ]);
  });

  it('fails saying to rebuild when a page’s chunk is missing from the manifest', async () => {
    const dist = webDist(CHAINED);
    withChunkSources(dist, ['src/features/gone.tsx']);
    await expect(loadPublicRenderer(dist)).rejects.toThrow(
      `${path.join(dist, 'public-manifest.json')} names no src/features/gone.tsx: rebuild the web app`,
    );
  });

  it('fails saying to rebuild when the manifest names no public entry', async () => {
    const dist = webDist({ 'src/main.tsx': { file: 'assets/app.js' } });
    await expect(loadPublicRenderer(dist)).rejects.toThrow(
      `${path.join(dist, 'public-manifest.json')} names no src/public-app/entry-client.tsx: rebuild the web app`,
    );
  });

  it('fails saying to rebuild when the module exports no renderer', async () => {
    const dist = webDist();
    writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), 'export const other = 1;\n');
    await expect(loadPublicRenderer(dist)).rejects.toThrow('exports no renderPublicPage');
  });

  it('finds none in a build without the renderer: the app then draws every page', async () => {
    const dist = webDist();
    rmSync(path.join(dist, 'ssr'), { recursive: true });
    expect(await loadPublicRenderer(dist)).toBeUndefined();
  });
});
