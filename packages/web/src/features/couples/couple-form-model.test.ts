import type { EventDefinition } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { coupleFromDraft, emptyCoupleDraft, enterableEvents } from './couple-form-model';

describe('coupleFromDraft', () => {
  it('names what is missing for each dancer', () => {
    const draft = emptyCoupleDraft();
    draft.follow = { ...draft.follow, mode: 'existing' };
    expect(coupleFromDraft(draft)).toEqual({
      ok: false,
      problems: [
        'Lead: enter a name.',
        'Lead: choose a school or club.',
        'Follow: choose a dancer, or enter a new one.',
      ],
    });
  });

  it('makes a couple of a new lead with levels and an existing follow', () => {
    const draft = emptyCoupleDraft();
    draft.lead = {
      mode: 'new',
      id: null,
      name: ' Ann Lee ',
      affiliation: 'Harbor City University',
      levels: { standardLevel: 'Silver', latinLevel: undefined },
    };
    draft.follow = { ...draft.follow, mode: 'existing', id: 'c7' };
    draft.events = ['Silver Standard', 'Silver Standard'];
    draft.leadNumber = '321';
    expect(coupleFromDraft(draft)).toEqual({
      ok: true,
      couple: {
        lead: {
          name: 'Ann Lee',
          affiliation: 'Harbor City University',
          levels: { standardLevel: 'Silver' },
        },
        follow: { id: 'c7' },
        events: ['Silver Standard'],
        leadNumber: 321,
      },
    });
  });

  it('refuses one dancer as both lead and follow, and a bad number', () => {
    const draft = emptyCoupleDraft();
    draft.lead = { ...draft.lead, mode: 'existing', id: 'c7' };
    draft.follow = { ...draft.follow, mode: 'existing', id: 'c7' };
    draft.leadNumber = 'abc';
    expect(coupleFromDraft(draft)).toEqual({
      ok: false,
      problems: [
        'The lead and the follow must be two different people.',
        'Lead number: Enter a whole number from 1 to 99999.',
      ],
    });
  });
});

describe('enterableEvents', () => {
  const events: EventDefinition[] = [
    { name: 'Silver Latin', eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
    { name: 'Awards', eventDances: ['Awards'] },
    { name: 'Open Standard', eventLevel: 'Prechamp', style: 'Standard', eventDances: ['Waltz'] },
    { name: 'Bronze Latin', eventLevel: 'Bronze', style: 'Latin', eventDances: ['ChaCha'] },
  ];
  const names = (filter: Parameters<typeof enterableEvents>[1]) =>
    enterableEvents(events, filter).map((event) => event.name);

  it('offers every event but Awards and Break, by name', () => {
    expect(names({})).toEqual(['Bronze Latin', 'Open Standard', 'Silver Latin']);
  });
  it('narrows by style and by level; Open also matches Prechamp (spec §5)', () => {
    expect(names({ style: 'Latin' })).toEqual(['Bronze Latin', 'Silver Latin']);
    expect(names({ level: 'Open' })).toEqual(['Open Standard']);
    expect(names({ level: 'Silver', style: 'Standard' })).toEqual([]);
  });
});
