import { describe, expect, it } from 'vitest';
import {
  checkEvent,
  eventDraftOf,
  newEventDraft,
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
      event: { ...event, eventLevel: null, ageGroup: null },
    });
  });
});
