import { describe, expect, it } from 'vitest';
import { precacheList, strategyFor } from './offline-strategy';

const origin = 'https://dance.example.org';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${origin}${path}` });

describe('strategyFor', () => {
  it('never answers the API, the socket or uploads from the cache', () => {
    expect(strategyFor(get('/api/competitions/x/commands'), origin)).toBe('network');
    expect(strategyFor(get('/api/realtime'), origin)).toBe('network');
    expect(strategyFor(get('/uploads/x/photo.png'), origin)).toBe('network');
    expect(strategyFor({ ...get('/assets/app.js'), method: 'POST' }, origin)).toBe('network');
    expect(strategyFor({ ...get('/'), url: 'https://fonts.example.com/a.css' }, origin)).toBe(
      'network',
    );
  });

  it('serves pages network first and built files from the cache', () => {
    expect(strategyFor(get('/judges/judge-a', 'navigate'), origin)).toBe('page');
    expect(strategyFor(get('/assets/judge-page-abc123.js'), origin)).toBe('cached');
  });
});

describe('precacheList', () => {
  it('keeps the app shell and built files, not source maps or the manifest', () => {
    expect(
      precacheList(['assets/a-1.js', 'assets/a-1.js.map', '.vite/manifest.json', 'index.html']),
    ).toEqual(['/assets/a-1.js', '/index.html']);
  });
});
