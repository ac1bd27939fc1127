import { describe, expect, it } from 'vitest';
import { commandSchema, type Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { ownRegistration } from '../views/own-registration';
import { publicView } from '../views/public-view';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_NORMAL,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';
import { waitlistOf } from './waitlist';

const EVENT = 'Bronze Standard';

/** Bronze Standard capped at `cap` couples. */
function capped(cap: number): CompetitionState {
  return runAt(registrationCompetition(), contextAt(IN_EARLY, true), {
    type: 'saveEvent',
    event: { name: EVENT, cap },
  });
}

/** A couple (both new) registering for Bronze Standard. */
function couple(lead: string, follow: string): Command {
  return {
    type: 'register',
    dancer: registrant(lead),
    role: 'lead',
    partner: { kind: 'new', dancer: registrant(follow) },
    events: [EVENT],
  };
}

/** Bronze Standard capped at one couple: Ann and Bo entered, Cy and Di then Ed and Flo in line. */
function fullWithTwoWaiting(): CompetitionState {
  return runAt(
    capped(1),
    contextAt(IN_EARLY),
    couple('Ann Lee', 'Bo Ray'),
    couple('Cy Day', 'Di Fox'),
    couple('Ed Kim', 'Flo Gray'),
  );
}

const entries = (state: CompetitionState) => Object.keys(state.events[EVENT]!.entries).length;

describe('an event cap and its waitlist (issue 25 item 11)', () => {
  it('enters couples up to the cap, then lines the next up in order, uncharged', () => {
    const state = fullWithTwoWaiting();
    expect(entries(state)).toBe(1);
    expect(waitlistOf(state, EVENT).map((spot) => spot.leadId)).toEqual([
      idOf(state, 'Cy Day'),
      idOf(state, 'Ed Kim'),
    ]);
    // The cap counts couples: Ann and Bo are one entry, both charged; the line pays only the fee.
    expect(owed(state, 'Bo Ray')).toBe(2000 + 1000);
    expect(owed(state, 'Cy Day')).toBe(2000);
    expect(owed(state, 'Di Fox')).toBe(2000);
    const di = ownRegistration(state, idOf(state, 'Di Fox'))!;
    expect(di.waitlisted).toEqual([
      expect.objectContaining({ eventName: EVENT, position: 1, partnerName: 'Cy Day' }),
    ]);
    expect(publicView(state).registration.waitlist).toHaveLength(2);
  });

  it('enters the first in line when a place frees, charged once at the phase they registered in', () => {
    const full = fullWithTwoWaiting();
    const freed = attemptAt(
      full,
      { type: 'withdrawDancer', competitorId: idOf(full, 'Ann Lee') },
      contextAt(IN_NORMAL, true),
    );
    expect(freed.ok).toBe(true);
    const after = freed.after!;
    const entered = Object.values(after.events[EVENT]!.entries);
    expect(entered.map((entry) => entry.leadName)).toEqual(['Cy Day']);
    expect(waitlistOf(after, EVENT).map((spot) => spot.leadId)).toEqual([idOf(after, 'Ed Kim')]);
    // Early price (they registered early), charged when entered, and only once.
    expect(owed(after, 'Cy Day')).toBe(2000 + 1000);
    expect(owed(after, 'Di Fox')).toBe(2000 + 1000);
    expect(owed(after, 'Ed Kim')).toBe(2000);
    expect(ownRegistration(after, idOf(after, 'Flo Gray'))!.waitlisted[0]!.position).toBe(1);
    const again = runAt(after, contextAt(IN_NORMAL, true), {
      type: 'saveEvent',
      event: { name: EVENT, cap: 1 },
    });
    expect(owed(again, 'Cy Day')).toBe(2000 + 1000);
  });

  it('lets the line in when the cap is raised, and a couple in line leaves it uncharged', () => {
    const full = fullWithTwoWaiting();
    const left = runAt(full, contextAt(IN_EARLY, true), {
      type: 'changeEntries',
      competitorId: idOf(full, 'Cy Day'),
      drop: [EVENT],
    });
    expect(waitlistOf(left, EVENT)).toHaveLength(1);
    expect(owed(left, 'Cy Day')).toBe(2000);
    const raised = runAt(left, contextAt(IN_EARLY, true), {
      type: 'saveEvent',
      event: { name: EVENT, cap: 5 },
    });
    expect(entries(raised)).toBe(2);
    expect(waitlistOf(raised, EVENT)).toEqual([]);
    expect(owed(raised, 'Flo Gray')).toBe(2000 + 1000);
  });

  it('refuses a TBA place in a full event, naming the event', () => {
    const full = runAt(capped(1), contextAt(IN_EARLY), couple('Ann Lee', 'Bo Ray'));
    const refused = attemptAt(
      full,
      {
        type: 'register',
        dancer: registrant('Gus Hale'),
        role: 'lead',
        partner: { kind: 'tba' },
        events: [EVENT],
      },
      contextAt(IN_EARLY),
    );
    expect(refused).toEqual({
      ok: false,
      error: `events: "${EVENT}" is full: register with a partner to join its waitlist`,
    });
  });

  it('refuses a cap that is not a positive whole number, naming the field', () => {
    for (const [cap, message] of [
      [0, 'must be at least 1 couple, or empty for no cap'],
      [2.5, 'must be a whole number of couples'],
    ] as const) {
      const parsed = commandSchema.safeParse({ type: 'saveEvent', event: { name: EVENT, cap } });
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['event', 'cap'], message }),
      ]);
    }
    expect(
      commandSchema.safeParse({ type: 'saveEvent', event: { name: EVENT, cap: null } }).success,
    ).toBe(true);
  });
});
