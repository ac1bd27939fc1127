import { describe, expect, it } from 'vitest';
import {
  checkEvent,
  eventDraftOf,
  newEventDraft,
  withBreakMinutes,
  withCap,
  withDances,
  withLevel,
  withName,
  withStyle,
} from './event-draft';

describe('the event form', () => {
  it('pre-fills the level from the name until the user picks one', () => {
    let draft = withName(newEventDraft(), 'Pre-Champ Latin');
    expect(draft.eventLevel).toBe('Prechamp');
    draft = withName(draft, 'Gold Standard');
    expect(draft.eventLevel).toBe('Gold');
    draft = withLevel(draft, 'Silver');
    expect(withName(draft, 'Novice Smooth').eventLevel).toBe('Silver');
  });

  it('leaves Awards and Break items without a level', () => {
    expect(withName(newEventDraft(), 'Lunch Break').eventLevel).toBeNull();
  });

  it('defaults the dances to the style’s usual ones until the user picks dances', () => {
    let draft = withStyle(newEventDraft(), 'Latin');
    expect(draft.eventDances).toEqual(['ChaCha', 'Samba', 'Rumba', 'Paso Doble', 'Jive']);
    draft = withDances(withStyle(draft, 'Standard'), ['Waltz', 'Tango']);
    expect(withStyle(draft, 'Smooth').eventDances).toEqual(['Waltz', 'Tango']);
  });

  it('gives the event to save, a field not chosen as null so a save removes it', () => {
    const draft = withStyle(withName(newEventDraft(), 'Bronze Rhythm'), 'Rhythm');
    expect(checkEvent(draft, [], true)).toEqual({
      ok: true,
      event: {
        name: 'Bronze Rhythm',
        eventLevel: 'Bronze',
        style: 'Rhythm',
        ageGroup: null,
        eventDances: ['ChaCha', 'Rumba', 'Swing', 'Bolero', 'Mambo'],
        breakMinutes: null,
        cap: null,
      },
    });
  });

  it('refuses a name that cannot be a key, in the domain’s words', () => {
    const draft = withStyle(withName(newEventDraft(), 'Bronze 1/2 Standard'), 'Standard');
    expect(checkEvent(draft, [], true)).toEqual({
      ok: false,
      problems: ['Name: must not contain any of . # $ / [ ].'],
    });
  });

  it('refuses a new event with a taken name and no dances', () => {
    const check = checkEvent(withName(newEventDraft(), 'Gold Latin'), ['Gold Latin'], true);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toEqual([
      'Dances: choose at least one dance.',
      'Name: an event named "Gold Latin" already exists; edit it instead.',
    ]);
  });

  it('saves an existing event under its own name', () => {
    const event = { name: 'Gold Latin', eventDances: ['Rumba' as const], style: 'Latin' as const };
    expect(checkEvent(eventDraftOf(event), ['Gold Latin'], false)).toEqual({
      ok: true,
      event: { ...event, eventLevel: null, ageGroup: null, breakMinutes: null, cap: null },
    });
  });

  it('keeps a cap, and refuses one below a couple naming the field (issue 25 item 11)', () => {
    const event = { name: 'Gold Latin', eventDances: ['Rumba' as const], cap: 12 };
    expect(checkEvent(eventDraftOf(event), ['Gold Latin'], false)).toMatchObject({
      ok: true,
      event: { cap: 12 },
    });
    expect(checkEvent(withCap(eventDraftOf(event), 0), ['Gold Latin'], false)).toEqual({
      ok: false,
      problems: ['Cap (couples): must be at least 1 couple, or empty for no cap.'],
    });
    expect(checkEvent(withCap(eventDraftOf(event), ''), ['Gold Latin'], false)).toMatchObject({
      ok: true,
      event: { cap: null },
    });
  });

  it('gives a break its own length, and the setting’s (null) when left empty', () => {
    const lunch = withDances(withName(newEventDraft(), 'Lunch'), ['Break']);
    expect(checkEvent(withBreakMinutes(lunch, 45), [], true)).toMatchObject({
      ok: true,
      event: { name: 'Lunch', eventDances: ['Break'], breakMinutes: 45 },
    });
    expect(checkEvent(withBreakMinutes(lunch, ''), [], true)).toMatchObject({
      ok: true,
      event: { breakMinutes: null },
    });
    expect(eventDraftOf({ name: 'Lunch', eventDances: ['Break'], breakMinutes: 30 })).toMatchObject(
      { breakMinutes: 30 },
    );
    // Not a break (any more): the length is not sent, so the save removes it.
    const danced = withDances(withBreakMinutes(lunch, 45), ['Waltz']);
    expect(checkEvent(danced, [], true)).toMatchObject({ ok: true, event: { breakMinutes: null } });
  });

  it('refuses a negative break length, naming the field', () => {
    const lunch = withDances(withName(newEventDraft(), 'Lunch'), ['Break']);
    expect(checkEvent(withBreakMinutes(lunch, -5), [], true)).toEqual({
      ok: false,
      problems: ['Break length (minutes): must not be negative.'],
    });
  });
});
