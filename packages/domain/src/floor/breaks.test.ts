import { describe, expect, it } from 'vitest';
import { decide } from '../composition/decide';
import { applyAll } from '../composition/apply';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { scheduleEstimate } from '../schedule-estimate/schedule-estimate';
import { authorize } from '../access/authorize';
import { attempt, competitionWithCouples, run, testContext } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';
const LATIN = 'Bronze Latin';

/** Standard's Final (4 minutes), a 30-minute lunch at 09:04, then Latin's Final at 09:34. */
function dayWithLunch(): CompetitionState {
  const base = run(competitionWithCouples(6), { type: 'generateRounds', eventName: EVENT });
  return run(
    base,
    { type: 'saveEvent', event: { name: 'Lunch', eventDances: ['Break'], breakMinutes: 30 } },
    { type: 'generateRounds', eventName: 'Lunch' },
    { type: 'saveEvent', event: { name: LATIN, style: 'Latin', eventDances: ['ChaCha'] } },
    ...Object.values(base.events[EVENT]!.entries).map((entry) => ({
      type: 'addEntry' as const,
      eventName: LATIN,
      leadId: entry.leadId,
      followId: entry.followId,
    })),
    { type: 'generateRounds', eventName: LATIN },
    { type: 'assignStartTimes' },
  );
}

/** Runs a command at a moment of the day (UTC; the venue is on UTC here). */
function at(state: CompetitionState, now: string, command: Parameters<typeof decide>[1]) {
  const decision = decide(state, command, { ...testContext(), now: () => now });
  if (!decision.ok) {
    throw new Error(decision.error);
  }
  return applyAll(state, decision.events)!;
}

const lunch = (state: CompetitionState) => state.events['Lunch']!.rounds[1]!;

describe('the MC starts and ends a break (issue 25 item 12)', () => {
  it('puts a started break on the floor and a finished one behind it, never "to come"', () => {
    const day = dayWithLunch();
    expect(lunch(day).roundStartTime).toBe('2027-02-09T09:04');
    const started = at(day, '2027-02-09T09:06:00.000Z', { type: 'startBreak', eventName: 'Lunch' });
    expect(lunch(started)).toMatchObject({
      roundState: roundStates.Running,
      roundActualStartTime: '2027-02-09T09:06:00.000Z',
    });
    const ended = at(started, '2027-02-09T09:26:00.000Z', { type: 'endBreak', eventName: 'Lunch' });
    expect(lunch(ended)).toMatchObject({
      roundState: roundStates.Posted,
      roundActualEndTime: '2027-02-09T09:26:00.000Z',
    });
  });

  it('estimates the rounds after a break from its real end', () => {
    const day = dayWithLunch();
    const started = at(day, '2027-02-09T09:06:00.000Z', { type: 'startBreak', eventName: 'Lunch' });
    const clock = { now: '2027-02-09T09:26:00.000Z', utcOffsetMinutes: 0 };
    // Before: a lunch that began 2 minutes late keeps Latin 2 minutes late.
    expect(scheduleEstimate(started, clock).rounds[`${LATIN}-R1`]?.estimated).toBe(
      '2027-02-09T09:36',
    );
    // Ended 8 minutes early, at 09:26: Latin is due at once, not at 09:36.
    const ended = at(started, '2027-02-09T09:26:00.000Z', { type: 'endBreak', eventName: 'Lunch' });
    const estimate = scheduleEstimate(ended, clock);
    expect(estimate.basedOn).toBe('Lunch-R1');
    expect(estimate.delayMinutes).toBe(-8);
    expect(estimate.rounds[`${LATIN}-R1`]?.estimated).toBe('2027-02-09T09:26');
  });

  it('refuses what does not fit, naming the break', () => {
    const day = dayWithLunch();
    expect(attempt(day, { type: 'startBreak', eventName: EVENT })).toEqual({
      ok: false,
      error: `"${EVENT}" is not a break`,
    });
    expect(attempt(day, { type: 'endBreak', eventName: 'Lunch' })).toEqual({
      ok: false,
      error: 'Lunch has not started: start it before ending it',
    });
    const started = run(day, { type: 'startBreak', eventName: 'Lunch' });
    expect(attempt(started, { type: 'startBreak', eventName: 'Lunch' })).toEqual({
      ok: false,
      error: 'Lunch has already started',
    });
  });

  it('is for the staff who run the floor: the MC and the chairman, not a judge or registrar', () => {
    for (const role of ['mc', 'chairman'] as const) {
      expect(authorize({ kind: 'member', userId: 'u1', roles: [role] }, 'startBreak').allowed).toBe(
        true,
      );
      expect(authorize({ kind: 'member', userId: 'u1', roles: [role] }, 'endBreak').allowed).toBe(
        true,
      );
    }
    expect(
      authorize({ kind: 'member', userId: 'u1', roles: ['registrar'] }, 'startBreak').allowed,
    ).toBe(false);
  });
});
