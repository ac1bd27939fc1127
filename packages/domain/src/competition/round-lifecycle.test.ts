import { describe, expect, it } from 'vitest';
import type { Entry, Round } from './dance-event';
import { roundStateName, roundStates, type RoundState, type RoundStateName } from './enumerations';
import { transition, type RoundMove } from './round-lifecycle';
import { asksToDiscardMarks, type HeldMarks } from './round-lifecycle-discard';
import {
  closedReason,
  isBeforeStart,
  isPosted,
  isUnderWay,
  stepsBack,
  takesCards,
} from './round-lifecycle-states';

const AT = '2027-02-09T10:00:00.000Z';
const entry = (leadNumber: number): Entry => ({
  entryId: `e${leadNumber}`,
  leadId: `l${leadNumber}`,
  followId: `f${leadNumber}`,
  leadName: `Lead ${leadNumber}`,
  followName: `Follow ${leadNumber}`,
  leadNumber,
  affiliation: 'Northbridge College',
  registeredTime: AT,
  checkedIn: false,
});

/** The Semi-Final of Bronze Standard with three couples, in the given state. */
function semi(roundState: RoundState, changes: Partial<Round> = {}): Round {
  return {
    eventName: 'Bronze Standard',
    roundNumber: 2,
    roundId: 'Bronze Standard-R2',
    roundName: 'Semi-Final',
    scheduleIndex: 1,
    roundState,
    recallSize: 2,
    numHeats: 1,
    roundStartTime: '',
    roundActualStartTime: '',
    entries: { e1: entry(1), e2: entry(2), e3: entry(3) },
    ...changes,
  };
}

const states = Object.keys(roundStates) as RoundStateName[];
const nothingHeld: HeldMarks = { judges: 0, posted: false };

/** Where a move takes the Semi-Final from each state: a state name, "stays", or "refused". */
function row(move: RoundMove): Record<string, string> {
  return Object.fromEntries(
    states.map((name) => {
      const result = transition(semi(roundStates[name]), move);
      const outcome = !result.ok
        ? 'refused'
        : result.events.length === 0
          ? 'stays'
          : roundStateName(result.to);
      return [name, outcome];
    }),
  );
}

describe('the round lifecycle (spec §4, ADR 015)', () => {
  it('takes a round from each state as its table says', () => {
    expect({
      start: row({ kind: 'start', at: AT }),
      lastCard: row({ kind: 'cardStored', missingCards: 0 }),
      cardWhileOthersMissing: row({ kind: 'cardStored', missingCards: 3 }),
      cardReopened: row({ kind: 'cardReopened' }),
      post: row({ kind: 'post' }),
      skip: row({ kind: 'skip', hasMarks: false }),
    }).toEqual({
      start: {
        Initialized: 'Running',
        Empty: 'Running',
        Running: 'refused',
        Skipped: 'Running',
        Marked: 'Running',
        Posted: 'refused',
      },
      lastCard: {
        Initialized: 'refused',
        Empty: 'refused',
        Running: 'Marked',
        Skipped: 'refused',
        Marked: 'stays',
        Posted: 'refused',
      },
      cardWhileOthersMissing: {
        Initialized: 'refused',
        Empty: 'refused',
        Running: 'stays',
        Skipped: 'refused',
        Marked: 'stays',
        Posted: 'refused',
      },
      cardReopened: {
        Initialized: 'refused',
        Empty: 'refused',
        Running: 'stays',
        Skipped: 'refused',
        Marked: 'Running',
        Posted: 'refused',
      },
      post: {
        Initialized: 'refused',
        Empty: 'refused',
        Running: 'Posted',
        Skipped: 'refused',
        Marked: 'Posted',
        Posted: 'refused',
      },
      skip: {
        Initialized: 'Skipped',
        Empty: 'Skipped',
        Running: 'Skipped',
        Skipped: 'Skipped',
        Marked: 'Skipped',
        Posted: 'Skipped',
      },
    });
  });

  it('lets staff write any state over any state when no marks are held', () => {
    for (const from of states) {
      expect(
        row({
          kind: 'write',
          to: roundStates[from],
          at: AT,
          held: nothingHeld,
          discardMarks: false,
        }),
      ).toEqual(Object.fromEntries(states.map((name) => [name, from])));
    }
  });

  it('records the real start once: starting again keeps the first time', () => {
    const started = transition(semi(roundStates.Marked, { roundActualStartTime: '09:00' }), {
      kind: 'start',
      at: AT,
    });
    expect(started).toEqual({
      ok: true,
      from: roundStates.Marked,
      to: roundStates.Running,
      events: [
        {
          type: 'RoundsUpdated',
          changes: [
            {
              eventName: 'Bronze Standard',
              roundNumber: 2,
              fields: { roundState: roundStates.Running, roundActualStartTime: '09:00' },
            },
          ],
        },
      ],
    });
    const written = transition(semi(roundStates.Empty), {
      kind: 'write',
      to: roundStates.Running,
      at: AT,
      held: nothingHeld,
      discardMarks: false,
    });
    expect(written.ok && written.events[0]).toMatchObject({
      changes: [{ fields: { roundState: roundStates.Running, roundActualStartTime: AT } }],
    });
  });

  it('names why a round may not move', () => {
    const refusal = (round: Round, move: RoundMove) => {
      const result = transition(round, move);
      return result.ok ? 'moved' : result.refusal;
    };
    expect(refusal(semi(roundStates.Initialized, { entries: {} }), { kind: 'start', at: AT })).toBe(
      'the Semi-Final of "Bronze Standard" has no couples yet: post the round before it first',
    );
    expect(refusal(semi(roundStates.Posted), { kind: 'start', at: AT })).toBe(
      'the Semi-Final of "Bronze Standard" has already been posted',
    );
    expect(refusal(semi(roundStates.Skipped), { kind: 'post' })).toBe(
      'the Semi-Final of "Bronze Standard" is Skipped, not on the floor: start it first',
    );
    expect(
      refusal(semi(roundStates.Initialized, { roundNumber: 1 }), { kind: 'skip', hasMarks: false }),
    ).toBe('the Final of "Bronze Standard" cannot be skipped: there is no round after it');
    expect(refusal(semi(roundStates.Running), { kind: 'skip', hasMarks: true })).toBe(
      'cannot skip the Semi-Final of "Bronze Standard": marks are stored for it',
    );
  });
});

describe('a staff write that would throw marks away (spec §4 "any state may be written")', () => {
  const final = semi(roundStates.Initialized, { roundNumber: 1, roundName: 'Final' });
  const held: HeldMarks = {
    judges: 1,
    posted: true,
    recalledInto: { round: final, recalled: [1, 2], hasMarks: false },
  };
  const write = (to: RoundState, discardMarks: boolean, facts = held) =>
    transition(semi(roundStates.Posted), { kind: 'write', to, at: AT, held: facts, discardMarks });

  it('asks to confirm, naming what would be lost', () => {
    const result = write(roundStates.Marked, false);
    expect(result).toEqual({
      ok: false,
      refusal:
        'the Semi-Final of "Bronze Standard" has marks from 1 judge and a posted result; setting it to Marked discards them and it must be marked again; confirm to discard them',
    });
    expect(asksToDiscardMarks(result.ok ? '' : result.refusal)).toBe(true);
  });

  it('once confirmed, drops the marks and takes the posted recall back', () => {
    const result = write(roundStates.Marked, true);
    expect(result.ok && result.events.map((event) => event.type)).toEqual([
      'RoundMarksDiscarded',
      'RoundsUpdated',
      'RecalledCouplesWithdrawn',
    ]);
    expect(result.ok && result.events[2]).toEqual({
      type: 'RecalledCouplesWithdrawn',
      eventName: 'Bronze Standard',
      roundNumber: 1,
      entryIds: ['e1', 'e2'],
    });
  });

  it('is refused while the round the couples were recalled into is under way', () => {
    const underWay = {
      ...held,
      recalledInto: { ...held.recalledInto!, round: { ...final, roundState: roundStates.Running } },
    };
    expect(write(roundStates.Marked, true, underWay)).toEqual({
      ok: false,
      refusal:
        'the Final of "Bronze Standard" is already under way (Running); step it back first, then the Semi-Final its couples were recalled from',
    });
  });
});

describe('the named states other code asks about', () => {
  const where = (predicate: (state: RoundState) => boolean) =>
    states.filter((name) => predicate(roundStates[name]));

  it('says which states wait for the floor, take cards, are under way or posted', () => {
    expect(where(isBeforeStart)).toEqual(['Initialized', 'Empty']);
    expect(where(takesCards)).toEqual(['Running', 'Marked']);
    expect(where(isUnderWay)).toEqual(['Running', 'Marked', 'Posted']);
    expect(where(isPosted)).toEqual(['Posted']);
  });

  it('steps back to Initialized or Empty, or out of Posted', () => {
    expect(states.filter((to) => stepsBack(roundStates.Running, roundStates[to]))).toEqual([
      'Initialized',
      'Empty',
    ]);
    expect(states.filter((to) => stepsBack(roundStates.Posted, roundStates[to]))).toEqual([
      'Initialized',
      'Empty',
      'Running',
      'Skipped',
      'Marked',
    ]);
  });

  it('says why a closed round takes no cards', () => {
    expect(closedReason(semi(roundStates.Running))).toBeUndefined();
    expect(closedReason(semi(roundStates.Posted))).toBe(
      'the Semi-Final of "Bronze Standard" has been posted: its marks can no longer change',
    );
  });
});
