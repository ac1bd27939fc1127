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
