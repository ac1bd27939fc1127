import { describe, expect, it } from 'vitest';
import { frameView } from '../frame-view';
import { publicView } from '../public-view';
import { viewFor } from '../view-for';
import { populatedDemoState } from '../../../testing/view-states';
import { competitorPage } from './competitor-page';
import { competitorDirectory } from './competitors-page';
import { entriesByEvent } from './entries-page';
import { tbaGroups } from './tba-list-page';
import { publicPageView } from './page-view';
import { resultsIndex } from './results-index';
import { run } from '../../../testing/setup-competition';

const state = populatedDemoState();
const frame = frameView(state);

describe('a server-rendered public page’s view (ADR 044)', () => {
  it('gives the home page its frame and nothing else', () => {
    expect(publicPageView(state, '/')).toEqual({ page: 'home', frame });
  });

  it.each(['details', 'rules', 'venue'] as const)(
    'gives /%s the organizers’ text of that name and the frame',
    (page) => {
      expect(state.pages[page].length).toBeGreaterThan(20);
      expect(publicPageView(state, `/${page}`)).toEqual({ page, frame, text: state.pages[page] });
    },
  );

  it('gives /contact its text and the organizers by name and role', () => {
    expect(publicPageView(state, '/contact')).toEqual({
      page: 'contact',
      frame,
      text: state.pages.contact,
      organizers: [{ key: 'director', name: 'Sofia Lindqvist', role: 'Competition Director' }],
    });
  });

  it('gives /about its text and every official as the public view shows them', () => {
    const view = publicPageView(state, '/about');
    expect(view.page).toBe('about');
    expect(view).toMatchObject({ frame, text: state.pages.about });
    const officials = view.page === 'about' ? view.officials : [];
    expect(officials).toEqual(Object.values(publicView(state).metadata.officials));
    expect(officials.map((official) => official.key)).toEqual(
      Object.keys(state.metadata.officials),
    );
    expect(officials.find((official) => official.key === 'mc-linked')).toEqual({
      key: 'mc-linked',
      name: 'Ravi Moss',
      role: 'MC',
      bio: 'Voice of the ballroom.',
      photoURL: 'https://example.org/uploads/ravi.png',
    });
  });

  it('gives /results every event with results once they are published, and none before', () => {
    expect(state.metadata.resultsPageShown).toBe(true);
    const view = publicPageView(state, '/results');
    const events = resultsIndex(publicView(state));
    expect(events.some((entry) => entry.finalPosted && entry.winners.length > 0)).toBe(true);
    expect(view).toEqual({ page: 'results', frame: frameView(state), published: true, events });
    // The names of the winners, never anybody's marks or the events' entries.
    const json = JSON.stringify(view);
    for (const field of ['competitors', 'entries', 'marks', 'placements', 'registration']) {
      expect(json).not.toContain(`"${field}"`);
    }
    const hidden = run(state, { type: 'updateMetadata', patch: { resultsPageShown: false } });
    expect(publicPageView(hidden, '/results')).toMatchObject({ published: false, events: [] });
  });

  it('gives /results/{event} that event alone with its posted marks and results; an unknown event is no page', () => {
    const [name] = Object.keys(state.results);
    const view = publicPageView(state, `/results/${encodeURIComponent(name!)}`);
    const shown = publicView(state);
    expect(view).toEqual({
      page: 'resultDetails',
      frame,
      eventName: name,
      published: true,
      source: {
        events: { [name!]: shown.events[name!] },
        marks: { [name!]: shown.marks[name!] },
        results: { [name!]: shown.results[name!] },
        metadata: { officials: shown.metadata.officials },
        floor: { heldFinals: {} },
      },
    });
    expect(publicPageView(state, '/results/No%20Such%20Event')).toEqual({ page: 'unknown', frame });
    expect(publicPageView(state, '/results/constructor')).toEqual({ page: 'unknown', frame });
    const hidden = run(state, { type: 'updateMetadata', patch: { resultsPageShown: false } });
    expect(publicPageView(hidden, `/results/${encodeURIComponent(name!)}`)).toEqual({
      page: 'resultDetails',
      frame: frameView(hidden),
      eventName: name,
      published: false,
    });
  });

  it('reads a path with a trailing slash as the page without it', () => {
    expect(publicPageView(state, '/rules/')).toEqual(publicPageView(state, '/rules'));
    expect(publicPageView(state, '/about/')).toEqual(publicPageView(state, '/about'));
  });

  it.each(['/live/Newcomer%20Standard', '/results/a/b', '/rules/extra', ''.padEnd(40, '/x')])(
    'gives %s, no server-rendered page, the frame alone',
    (path) => {
      expect(publicPageView(state, path)).toEqual({ page: 'unknown', frame });
    },
  );

  it('is what the page audience is sent for a path', () => {
    for (const path of ['/', '/rules', '/contact', '/about', '/entries']) {
      expect(viewFor(state, 'page', path)).toEqual(publicPageView(state, path));
    }
    // An empty path is the competition's root (`/c/:slug` with nothing after it): home.
    expect(viewFor(state, 'page')).toEqual({ page: 'home', frame });
  });

  it('holds none of the competition’s events, entries, marks or results', () => {
    for (const path of ['/', '/details', '/rules', '/venue', '/contact', '/about']) {
      const json = JSON.stringify(publicPageView(state, path));
      for (const field of ['competitors', 'entries', 'marks', 'results', 'registration']) {
        expect(json).not.toContain(`"${field}"`);
      }
    }
  });
});

describe('the /competitors page’s view', () => {
  it('lists every registered dancer from the public view, and their number, with the frame', () => {
    const view = publicPageView(state, '/competitors');
    const dancers = competitorDirectory(publicView(state));
    expect(view).toEqual({ page: 'competitors', frame, dancers, registered: dancers.length });
    const names = view.page === 'competitors' ? view.dancers.map((row) => row.name) : [];
    expect(names.length).toBe(Object.keys(state.competitors).length);
  });
});

describe('a dancer’s page’s view', () => {
  it('gives /competitors/{id} the dancer’s page from the public view, with the frame', () => {
    const [id] = Object.keys(state.competitors);
    const view = publicPageView(state, `/competitors/${encodeURIComponent(id!)}`);
    expect(view).toEqual({
      page: 'competitorDetails',
      frame,
      ...competitorPage(publicView(state), id!),
    });
    expect(view.page === 'competitorDetails' && view.day.competitor.name).toBe(
      state.competitors[id!]!.name,
    );
  });

  it('is no page for an id nobody registered: the frame alone', () => {
    expect(publicPageView(state, '/competitors/no-such-dancer')).toEqual({
      page: 'unknown',
      frame,
    });
  });
});

describe('the /entries page’s view', () => {
  it('lists every event’s couples from the public view, and the dancers seeking a partner', () => {
    const view = publicPageView(state, '/entries');
    const seeking = new Set(
      Object.values(state.registration.seeking).map((record) => record.competitorId),
    );
    expect(view).toEqual({
      page: 'entries',
      frame,
      events: entriesByEvent(publicView(state)),
      seekingDancers: seeking.size,
    });
  });
});

describe('the /TBAList page’s view', () => {
  it('groups the dancers looking for a partner from the public view', () => {
    const view = publicPageView(state, '/TBAList');
    expect(view).toEqual({ page: 'tbaList', frame, groups: tbaGroups(publicView(state)) });
    const rows = view.page === 'tbaList' ? view.groups.flatMap((group) => group.levels) : [];
    expect(rows.length).toBeGreaterThan(0);
  });
});
