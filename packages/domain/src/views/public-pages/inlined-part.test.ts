import { describe, expect, it } from 'vitest';
import type { EntryRow, EventEntries } from './entries-page';
import { FIRST_ROWS, inlinedPart } from './inlined-part';
import type { PublicPageView } from './page-view';

const frame = {} as Extract<PublicPageView, { page: 'entries' }>['frame'];

const row = (index: number): EntryRow => ({
  number: 100 + index,
  lead: { id: `l${index}`, name: `Lead ${index}` },
  follow: { id: `f${index}`, name: `Follow ${index}` },
  schools: ['University 1'],
});

const event = (name: string, count: number, from: number): EventEntries => ({
  eventName: name,
  couples: count,
  seeking: 0,
  rows: Array.from({ length: count }, (_, index) => row(from + index)),
});

const entries = (events: EventEntries[]): PublicPageView => ({
  page: 'entries',
  frame,
  events,
  seekingDancers: 0,
});

describe('inlinedPart', () => {
  it('inlines a page without a long list whole', () => {
    const view: PublicPageView = { page: 'rules', frame, text: 'Soft soles.' };
    expect(inlinedPart(view)).toEqual({ view, whole: true });
  });

  it('inlines /entries whole while it has no more rows than a page draws at first', () => {
    const view = entries([
      event('Newcomer Standard', FIRST_ROWS - 10, 0),
      event('Gold Latin', 10, 50),
    ]);
    expect(inlinedPart(view)).toEqual({ view, whole: true });
  });

  it('inlines the first rows of /entries, every event keeping its name and counts', () => {
    const view = entries([
      event('Newcomer Standard', 40, 0),
      event('Bronze Smooth', 40, 40),
      event('Gold Latin', 30, 80),
    ]);
    const { view: inlined, whole } = inlinedPart(view);
    expect(whole).toBe(false);
    const events = inlined.page === 'entries' ? inlined.events : [];
    expect(events.map((shown) => [shown.eventName, shown.couples, shown.rows.length])).toEqual([
      ['Newcomer Standard', 40, 40],
      ['Bronze Smooth', 40, FIRST_ROWS - 40],
      ['Gold Latin', 30, 0],
    ]);
    expect(events[1]!.rows).toEqual(
      view.page === 'entries' ? view.events[1]!.rows.slice(0, 20) : [],
    );
    // The whole view is left as it was: the page's channel sends it.
    expect(view.page === 'entries' && view.events[1]!.rows).toHaveLength(40);
  });

  it('inlines the first dancers of /competitors with their number, or all while they fit', () => {
    const dancer = (index: number) => ({
      id: `d${index}`,
      name: `Dancer ${index}`,
      school: 'University 1',
      levels: 'Bronze',
      numbers: [],
      seeking: false,
    });
    const directory = (count: number): PublicPageView => {
      const dancers = Array.from({ length: count }, (_, index) => dancer(index));
      return { page: 'competitors', frame, dancers, registered: dancers.length };
    };
    const fits = directory(FIRST_ROWS);
    expect(inlinedPart(fits)).toEqual({ view: fits, whole: true });
    const { view: inlined, whole } = inlinedPart(directory(FIRST_ROWS + 1));
    expect(whole).toBe(false);
    expect(inlined.page === 'competitors' && inlined.dancers.map((shown) => shown.id)).toEqual(
      Array.from({ length: FIRST_ROWS }, (_, index) => `d${index}`),
    );
    expect(inlined.page === 'competitors' && inlined.registered).toBe(FIRST_ROWS + 1);
  });

  it('inlines /register and /updateEntries without their registered dancers, beyond a few', () => {
    type RegisterView = Extract<PublicPageView, { page: 'register' }>;
    const page = (count: number): RegisterView => ({
      page: 'register',
      frame,
      events: [],
      dancers: Array.from({ length: count }, (_, index) => ({
        id: `d${index}`,
        name: `Dancer ${index}`,
        affiliation: 'University 1',
        levels: {},
      })),
      seeking: [],
      affiliations: ['University 1'],
      fees: undefined,
      waiver: 'At your own risk.',
    });
    const few = page(FIRST_ROWS);
    expect(inlinedPart(few)).toEqual({ view: few, whole: true });
    const many = page(FIRST_ROWS + 1);
    const { view: inlined, whole } = inlinedPart(many);
    expect(whole).toBe(false);
    // All but the dancers, whom the partner search reads once hydrated.
    expect(inlined).toEqual({ ...many, dancers: [] });
    const { waiver: _waiver, ...content } = many;
    const opened: PublicPageView = { ...content, page: 'updateEntries' };
    expect(inlinedPart(opened)).toEqual({ view: { ...opened, dancers: [] }, whole: false });
  });
});
