import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATTERNS, publicPageOf, type PublicPageKey } from './page-paths';

/** The pages without parameters: each pattern is its one path. */
const pages = (Object.entries(PUBLIC_PAGE_PATTERNS) as [PublicPageKey, string][]).filter(
  ([, pattern]) => !pattern.includes(':'),
);

describe('which server-rendered page a path is (ADR 044)', () => {
  it.each(pages)('knows the %s page by its path %s', (key, path) => {
    expect(publicPageOf(path)).toEqual({ key, params: {}, path });
  });

  it.each(pages)('ignores a trailing slash after the %s page', (key, path) => {
    // A visitor typing /rules/ reads the same page (and watches the same channel) as /rules.
    expect(publicPageOf(`${path}/`)?.path).toBe(path);
    expect(publicPageOf(`${path}//`)?.key).toBe(key);
  });

  it('reads the root without its slash (`/c/:slug`, nothing after it) as home', () => {
    expect(publicPageOf('')?.key).toBe('home');
  });

  it('names the pages of spec §2 the server draws', () => {
    expect(PUBLIC_PAGE_PATTERNS).toEqual({
      home: '/',
      details: '/details',
      rules: '/rules',
      venue: '/venue',
      contact: '/contact',
      about: '/about',
      register: '/register',
      updateEntries: '/updateEntries',
      entries: '/entries',
      competitors: '/competitors',
      competitorDetails: '/competitors/:id',
      tbaList: '/TBAList',
      results: '/results',
      resultDetails: '/results/:event',
      liveCompView: '/live',
      liveRoundResultView: '/live/:eventKey/:roundNumber',
    });
  });

  it('reads an event’s results page with its name decoded, and writes its path the one way', () => {
    expect(publicPageOf('/results/Bronze%20Standard/')).toEqual({
      key: 'resultDetails',
      params: { event: 'Bronze Standard' },
      path: '/results/Bronze%20Standard',
    });
    expect(publicPageOf('/results/Bronze Standard')?.path).toBe('/results/Bronze%20Standard');
    expect(publicPageOf('/results/%E0%A4%A')).toBeUndefined();
  });

  it('reads a round’s live page with its event and round, the path written one way', () => {
    expect(publicPageOf('/live/Gold%20Standard/2/')).toEqual({
      key: 'liveRoundResultView',
      params: { eventKey: 'Gold Standard', roundNumber: '2' },
      path: '/live/Gold%20Standard/2',
    });
    // An event name with a slash in it stays one parameter.
    expect(publicPageOf('/live/Latin%2FRhythm/1')?.params.eventKey).toBe('Latin/Rhythm');
  });

  it('reads a dancer’s page with their id decoded, and writes its path the one way', () => {
    expect(publicPageOf('/competitors/ab%20c/')).toEqual({
      key: 'competitorDetails',
      params: { id: 'ab c' },
      path: '/competitors/ab%20c',
    });
    expect(publicPageOf('/competitors/')?.key).toBe('competitors');
    expect(publicPageOf('/competitors/a/b')).toBeUndefined();
  });

  it.each([
    '/entries/all',
    '/Competitors',
    '/tbalist',
    '/live/Gold%20Standard',
    '/live/Gold%20Standard/1/extra',
    '/live//1',
    '/rules/extra',
    '/rulesx',
    '/Rules',
    'rules',
    '/rules?lang=en',
    '/rules#top',
    '/__proto__',
    '/constructor',
    '/toString',
  ])('knows no page at %s', (path) => {
    expect(publicPageOf(path)).toBeUndefined();
  });
});
