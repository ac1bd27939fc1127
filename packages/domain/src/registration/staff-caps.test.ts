import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';
import { OVER_CAP_CONFIRMATION, asksToConfirmOverCap } from './staff-caps';
import { waitlistOf } from './waitlist';

const EVENT = 'Bronze Standard';
const SCHOOL = 'Northbridge College';
const staff = () => contextAt(IN_EARLY, true);

/** Bronze Standard capped at `cap`, with Ann Lee and Bo Ray entered by registering. */
function fullAt(cap: number): CompetitionState {
  return runAt(
    registrationCompetition(),
    staff(),
    { type: 'saveEvent', event: { name: EVENT, cap } },
    {
      type: 'register',
      dancer: registrant('Ann Lee'),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Bo Ray') },
      events: [EVENT],
    },
  );
}

const newCouple = (lead: string, follow: string) => ({
  lead: { name: lead, affiliation: SCHOOL },
  follow: { name: follow, affiliation: SCHOOL },
  events: [EVENT],
});
const entries = (state: CompetitionState) => Object.keys(state.events[EVENT]!.entries).length;
const FULL = `"${EVENT}" is full: 1 couple entered, its cap; ${OVER_CAP_CONFIRMATION}`;

describe('staff entries respect an event cap (issue 25 item 11)', () => {
  it('refuses the desk adding a couple to a full event, naming it, until told to go over the cap', () => {
    const full = fullAt(1);
    const command: Command = { type: 'registerCouple', couple: newCouple('Cy Day', 'Di Fox') };
    const refused = attemptAt(full, command, staff());
    expect(refused).toEqual({ ok: false, error: `couple.events: ${FULL}` });
    expect(asksToConfirmOverCap(refused.ok ? '' : refused.error)).toBe(true);
    const over = attemptAt(full, { ...command, overCap: true }, staff());
    expect(over.ok).toBe(true);
    expect(entries(over.after!)).toBe(2);
  });

  it('refuses entering a registered couple in one more event past its cap, until told', () => {
    const full = fullAt(1);
    const withCouple = runAt(full, staff(), {
      type: 'registerCouple',
      couple: { ...newCouple('Cy Day', 'Di Fox'), events: ['Gold Standard'] },
    });
    const command: Command = {
      type: 'addEntry',
      eventName: EVENT,
      leadId: idOf(withCouple, 'Cy Day'),
      followId: idOf(withCouple, 'Di Fox'),
    };
    expect(attemptAt(withCouple, command, staff())).toEqual({ ok: false, error: FULL });
    expect(attemptAt(withCouple, { ...command, overCap: true }, staff()).ok).toBe(true);
  });

  it('refuses the import line that would pass the cap, counting the lines before it', () => {
    const room = fullAt(2);
    const command: Command = {
      type: 'importCouples',
      couples: [newCouple('Cy Day', 'Di Fox'), newCouple('Ed Kim', 'Flo Gray')],
    };
    const refused = attemptAt(room, command, staff());
    expect(refused).toEqual({
      ok: false,
      error: `couple 2: events: "${EVENT}" is full: 2 couples entered, its cap; ${OVER_CAP_CONFIRMATION}`,
    });
    expect(entries(attemptAt(room, { ...command, overCap: true }, staff()).after!)).toBe(3);
  });

  it('counts the couples in line: a full event with a line refuses staff too', () => {
    const waiting = runAt(fullAt(1), contextAt(IN_EARLY), {
      type: 'register',
      dancer: registrant('Gus Hale'),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Ida Moss') },
      events: [EVENT],
    });
    const refused = attemptAt(
      waiting,
      { type: 'registerCouple', couple: newCouple('Cy Day', 'Di Fox') },
      staff(),
    );
    expect(refused).toEqual({
      ok: false,
      error: `couple.events: "${EVENT}" is full: 1 couple entered, its cap, and 1 waiting; ${OVER_CAP_CONFIRMATION}`,
    });
  });

  it('pairs two dancers of the TBA list into one of their two places; the other goes to the line', () => {
    // Two TBA places fill a cap of two; a couple then waits.
    const tba = (name: string, role: 'lead' | 'follow'): Command => ({
      type: 'register',
      dancer: registrant(name),
      role,
      partner: { kind: 'tba' },
      events: [EVENT],
    });
    const state = runAt(
      registrationCompetition(),
      staff(),
      { type: 'saveEvent', event: { name: EVENT, cap: 2 } },
      tba('Xan Lead', 'lead'),
      tba('Yui Follow', 'follow'),
      {
        type: 'register',
        dancer: registrant('Gus Hale'),
        role: 'lead',
        partner: { kind: 'new', dancer: registrant('Ida Moss') },
        events: [EVENT],
      },
    );
    expect(waitlistOf(state, EVENT)).toHaveLength(1);
    const paired = attemptAt(
      state,
      {
        type: 'pairSeekers',
        leadId: idOf(state, 'Xan Lead'),
        followId: idOf(state, 'Yui Follow'),
        eventNames: [EVENT],
      },
      staff(),
    );
    expect(paired.ok).toBe(true);
    const after = paired.after!;
    expect(Object.values(after.events[EVENT]!.entries).map((entry) => entry.leadName)).toEqual([
      'Xan Lead',
      'Gus Hale',
    ]);
    expect(waitlistOf(after, EVENT)).toEqual([]);
  });
});
