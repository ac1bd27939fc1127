import { describe, expect, it } from 'vitest';
import { detectLevel } from './level-detection';
import { eventMatchesFilter } from './event-filters';
import {
  attempt,
  competitionWithCouples,
  emptyCompetition,
  run,
} from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';

describe('spec §5: an entry with the same lead and follow names as one in the event is refused', () => {
  it('refuses the second registration, whatever the letter case, and changes nothing', () => {
    const state = competitionWithCouples(2);
    const decision = attempt(state, {
      type: 'registerCouple',
      couple: {
        lead: { name: 'lead 1', affiliation: 'Harbor City University' },
        follow: { name: 'FOLLOW 1', affiliation: 'Harbor City University' },
        events: [EVENT],
      },
    });
    expect(decision).toEqual({
      ok: false,
      error: 'Lead 1 and Follow 1 are already entered in "Bronze Standard"',
    });
  });
  it('names the couple of an import batch that is refused', () => {
    const state = competitionWithCouples(1);
    const decision = attempt(state, {
      type: 'importCouples',
      couples: [
        {
          lead: { name: 'New Lead', affiliation: 'Other' },
          follow: { name: 'New Follow', affiliation: 'Other' },
          events: [EVENT],
        },
        {
          lead: { name: 'New Lead', affiliation: 'Other' },
          follow: { name: 'New Follow', affiliation: 'Other' },
          events: [EVENT],
        },
      ],
    });
    expect(decision).toEqual({
      ok: false,
      error: 'couple 2: New Lead and New Follow are already entered in "Bronze Standard"',
    });
  });
});

describe('spec §5: the duplicate check in the last round matches by lead name or follow name', () => {
  it('refuses a new couple whose follow already dances in the first round', () => {
    let state = run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT });
    state = run(state, {
      type: 'registerCouple',
      couple: {
        lead: { name: 'Solo Lead', affiliation: 'Other' },
        follow: { name: 'Solo Follow', affiliation: 'Other' },
        events: [],
      },
    });
    const lead = Object.values(state.competitors).find((c) => c.name === 'Solo Lead')!;
    const follow1 = Object.values(state.competitors).find((c) => c.name === 'Follow 1')!;
    expect(
      attempt(state, {
        type: 'addEntry',
        eventName: EVENT,
        leadId: lead.id,
        followId: follow1.id,
        roundNumber: 2,
      }),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('already dance in the Semi-Final') as string,
    });
  });
});

describe('spec §4: adding an entry to the last round also adds it to the event entries', () => {
  it('enters the couple in the event and the first round danced', () => {
    let state = run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT });
    state = run(state, {
      type: 'registerCouple',
      couple: {
        lead: { name: 'Late Lead', affiliation: 'Other' },
        follow: { name: 'Late Follow', affiliation: 'Other' },
        events: [],
      },
    });
    const [lead, follow] = ['Late Lead', 'Late Follow'].map((name) =>
      Object.values(state.competitors).find((c) => c.name === name)!,
    );
    state = run(state, {
      type: 'addEntry',
      eventName: EVENT,
      leadId: lead!.id,
      followId: follow!.id,
      roundNumber: 2,
    });
    const inEvent = Object.values(state.events[EVENT]!.entries).filter(
      (e) => e.leadName === 'Late Lead',
    );
    const inRound = Object.values(state.events[EVENT]!.rounds[2]!.entries).filter(
      (e) => e.leadName === 'Late Lead',
    );
    expect(inEvent).toHaveLength(1);
    expect(inRound).toEqual(inEvent);
    expect(Object.keys(state.events[EVENT]!.rounds[1]!.entries)).toHaveLength(0);
  });
});

describe('competitor numbers are assigned without collisions', () => {
  it('gives each lead one number, reused across events, from 100 up', () => {
    const state = run(competitionWithCouples(3), {
      type: 'saveEvent',
      event: { name: 'Bronze Latin', eventLevel: 'Bronze', style: 'Latin', eventDances: ['Rumba'] },
    });
    const entries = Object.values(state.events[EVENT]!.entries);
    expect(entries.map((e) => e.leadNumber).sort()).toEqual([100, 101, 102]);
    const first = entries.find((e) => e.leadNumber === 101)!;
    const after = run(state, {
      type: 'addEntry',
      eventName: 'Bronze Latin',
      leadId: first.leadId,
      followId: first.followId,
    });
    expect(Object.values(after.events['Bronze Latin']!.entries)[0]!.leadNumber).toBe(101);
  });
  it('refuses a chosen number another lead wears', () => {
    const decision = attempt(competitionWithCouples(1), {
      type: 'registerCouple',
      couple: {
        lead: { name: 'X', affiliation: 'Other' },
        follow: { name: 'Y', affiliation: 'Other' },
        events: [EVENT],
        leadNumber: 100,
      },
    });
    expect(decision).toEqual({ ok: false, error: 'number 100 is already worn by another lead' });
  });
});

describe('spec §5: lead-number bulk updates by path, with string or number values', () => {
  it('updates event and round entries from both value types', () => {
    let state = run(competitionWithCouples(2), { type: 'generateRounds', eventName: EVENT });
    const [a, b] = Object.values(state.events[EVENT]!.entries);
    state = run(state, {
      type: 'updateLeadNumbers',
      updates: [
        { path: `events/${EVENT}/entries/${a!.entryId}/leadNumber`, value: '512' },
        { path: `events/${EVENT}/rounds/1/entries/${a!.entryId}/leadNumber`, value: 512 },
      ],
    });
    expect(state.events[EVENT]!.entries[a!.entryId]!.leadNumber).toBe(512);
    expect(state.events[EVENT]!.rounds[1]!.entries[a!.entryId]!.leadNumber).toBe(512);
    expect(state.events[EVENT]!.entries[b!.entryId]!.leadNumber).toBe(b!.leadNumber);
  });
  it('refuses the whole batch, naming each bad path, a bad value and a clash', () => {
    const state = competitionWithCouples(2);
    const [a, b] = Object.values(state.events[EVENT]!.entries);
    const decision = attempt(state, {
      type: 'updateLeadNumbers',
      updates: [
        { path: 'events/x/leadNumber', value: 1 },
        { path: `events/${EVENT}/entries/${a!.entryId}/leadNumber`, value: 'twelve' },
        { path: `events/${EVENT}/entries/${a!.entryId}/leadNumber`, value: b!.leadNumber },
      ],
    });
    expect(decision.ok).toBe(false);
    const error = decision.ok ? '' : decision.error;
    expect(error).toContain('"events/x/leadNumber" is not a path of the form');
    expect(error).toContain('"twelve" is not a whole number');
    expect(error).toContain(`number ${b!.leadNumber} is already worn by another lead`);
  });
});

describe('spec §3: the placeholder entry', () => {
  it('has Adhoc ids, dummy names, affiliation Other and number 9999', () => {
    let state = run(competitionWithCouples(2), { type: 'generateRounds', eventName: EVENT });
    state = run(state, { type: 'addPlaceholderEntry', eventName: EVENT, roundNumber: 1 });
    const placeholder = Object.values(state.events[EVENT]!.rounds[1]!.entries).find(
      (e) => e.leadNumber === 9999,
    )!;
    expect(placeholder).toMatchObject({
      affiliation: 'Other',
      leadName: 'TBA Lead',
      followName: 'TBA Follow',
    });
    expect(placeholder.entryId).toMatch(/^Adhoc-/);
    expect(placeholder.leadId).toMatch(/^Adhoc-/);
  });
});

describe('spec §4: scratching a competitor removes their number from the final round’s marks', () => {
  it('drops the number from every judge’s Final marks and the couple from the Final', () => {
    let state = run(competitionWithCouples(4), { type: 'generateRounds', eventName: EVENT });
    const entry = Object.values(state.events[EVENT]!.rounds[1]!.entries)[0]!;
    state = {
      ...state,
      marks: {
        [EVENT]: {
          rounds: {
            1: { j1: { Waltz: [entry.leadNumber, 999] }, j2: { Waltz: [999, entry.leadNumber] } },
          },
        },
      },
    };
    state = run(state, { type: 'scratchCompetitor', eventName: EVENT, entryId: entry.entryId });
    expect(state.marks[EVENT]!.rounds[1]).toEqual({ j1: { Waltz: [999] }, j2: { Waltz: [999] } });
    expect(state.events[EVENT]!.rounds[1]!.entries[entry.entryId]).toBeUndefined();
  });
});

describe('spec §5: level detection from text by keywords (default Bronze)', () => {
  it.each([
    ['Pre-Champ Standard', 'Prechamp'],
    ['prechamp latin', 'Prechamp'],
    ['Championship Smooth', 'Championship'],
    ['Open Rhythm', 'Open'],
    ['Newcomer Waltz', 'Newcomer'],
    ['Gold Latin', 'Gold'],
    ['Novice Standard', 'Novice'],
    ['Team Match', 'Bronze'],
  ] as const)('%s → %s', (text, level) => {
    expect(detectLevel(text)).toBe(level);
  });
});

describe('spec §5: Awards and Break excluded from level and style filters; Open matches five levels', () => {
  const event = (name: string, eventLevel?: 'Novice' | 'Bronze' | 'Amateur') => ({
    name,
    eventDances: ['Waltz' as const],
    style: 'Standard' as const,
    ...(eventLevel ? { eventLevel } : {}),
  });
  it('Open matches Novice and Amateur but not Bronze', () => {
    expect(eventMatchesFilter(event('Novice Standard', 'Novice'), { level: 'Open' })).toBe(true);
    expect(eventMatchesFilter(event('Amateur Standard', 'Amateur'), { level: 'Open' })).toBe(true);
    expect(eventMatchesFilter(event('Bronze Standard', 'Bronze'), { level: 'Open' })).toBe(false);
  });
  it('hides Awards and Break when filtering, shows them when not', () => {
    expect(eventMatchesFilter(event('Awards', 'Bronze'), { style: 'Standard' })).toBe(false);
    expect(eventMatchesFilter(event('Lunch Break'), { level: 'Bronze' })).toBe(false);
    expect(eventMatchesFilter(event('Lunch Break'), {})).toBe(true);
  });
});

describe('refusals change nothing', () => {
  it('a refused command yields no events', () => {
    expect(attempt(emptyCompetition(), { type: 'generateRounds', eventName: 'Nope' })).toEqual({
      ok: false,
      error: 'no event named "Nope"',
    });
  });
});

describe('registration keeps one dancer once per first round, and one number per lead', () => {
  it('refuses registering a dancer into a first round they already dance with another partner', () => {
    const state = run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT });
    const decision = attempt(state, {
      type: 'registerCouple',
      couple: {
        lead: { name: 'Lead 1', affiliation: 'Harbor City University' },
        follow: { name: 'Someone Else', affiliation: 'Other' },
        events: [EVENT],
      },
    });
    expect(decision).toMatchObject({
      ok: false,
      error: expect.stringContaining('already dance in the Semi-Final') as string,
    });
  });
  it('refuses a second number for a lead who already wears one', () => {
    const state = competitionWithCouples(1);
    const decision = attempt(state, {
      type: 'registerCouple',
      couple: {
        lead: { name: 'Lead 1', affiliation: 'Harbor City University' },
        follow: { name: 'New Partner', affiliation: 'Other' },
        events: [],
        leadNumber: 555,
      },
    });
    expect(decision).toEqual({
      ok: false,
      error: 'this lead already wears number 100; change it on the competitors screen',
    });
  });
  it('keeps 9999 for placeholders in bulk updates', () => {
    const state = competitionWithCouples(1);
    const entry = Object.values(state.events[EVENT]!.entries)[0]!;
    expect(
      attempt(state, {
        type: 'updateLeadNumbers',
        updates: [{ path: `events/${EVENT}/entries/${entry.entryId}/leadNumber`, value: 9999 }],
      }),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('9999 is kept for placeholder couples') as string,
    });
  });
  it('says to remove rather than scratch when the event has no rounds', () => {
    const state = competitionWithCouples(1);
    const entry = Object.values(state.events[EVENT]!.entries)[0]!;
    expect(
      attempt(state, { type: 'scratchCompetitor', eventName: EVENT, entryId: entry.entryId }),
    ).toEqual({
      ok: false,
      error: '"Bronze Standard" has no rounds yet: remove the entry instead of scratching it',
    });
  });
});
