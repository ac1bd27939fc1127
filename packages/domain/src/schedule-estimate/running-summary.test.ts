import { describe, expect, it } from 'vitest';
import { roundStates, type RoundState } from '../competition/enumerations';
import { isBeforeStart, takesCards } from '../competition/round-lifecycle-states';
import {
  isCompetitionRunning,
  runningSummary,
  type RunningRound,
  type RunningSummary,
} from './competition-running';

const metadata = { startDate: '2027-05-01', endDate: '2027-05-03' };

/** A round as the rule reads it: scheduled, no planned or actual start unless given. */
function round(roundState: RoundState, times: Partial<RunningRound> = {}): RunningRound {
  return { roundState, roundStartTime: '', roundActualStartTime: '', scheduleIndex: 1, ...times };
}

/** One event per round, as a view's events. */
const eventsOf = (rounds: RunningRound[]) =>
  Object.fromEntries(rounds.map((each, index) => [`E${index}`, { rounds: { 1: each } }]));

const summed = (rounds: RunningRound[]): { metadata: typeof metadata; rounds: RunningSummary } => ({
  metadata,
  rounds: runningSummary(eventsOf(rounds)),
});

const at = (now: string, utcOffsetMinutes = 0) => ({ now, utcOffsetMinutes });

/** The date of an instant at an offset from UTC, as the rule reads "today". */
const dateAt = (ms: number, offset: number) =>
  new Date(ms + offset * 60_000).toISOString().slice(0, 10);

/** The rule read from every round, as it was before the frame carried a summary. */
function fromEveryRound(rounds: RunningRound[], now: string, offset: number): boolean {
  if (rounds.some((each) => takesCards(each.roundState))) {
    return true;
  }
  const today = dateAt(Date.parse(now), offset);
  if (today < metadata.startDate || today > metadata.endDate) {
    return false;
  }
  const begun = rounds.some(
    (each) =>
      each.roundActualStartTime !== '' &&
      dateAt(Date.parse(each.roundActualStartTime), offset) === today,
  );
  const toCome = rounds.some(
    (each) =>
      each.scheduleIndex > 0 &&
      (each.roundStartTime === '' || each.roundStartTime.startsWith(today)) &&
      isBeforeStart(each.roundState),
  );
  return begun && toCome;
}

describe('runningSummary', () => {
  it('keeps the first and last start of each UTC day, the days still to come and the undated', () => {
    const summary = runningSummary(
      eventsOf([
        round(roundStates.Posted, { roundActualStartTime: '2027-05-01T09:00:00.000Z' }),
        round(roundStates.Posted, { roundActualStartTime: '2027-05-01T11:00:00.000Z' }),
        round(roundStates.Posted, { roundActualStartTime: '2027-05-01T15:00:00.000Z' }),
        round(roundStates.Posted, { roundActualStartTime: '2027-05-02T09:00:00.000Z' }),
        round(roundStates.Initialized, { roundStartTime: '2027-05-03T09:00' }),
        round(roundStates.Empty, { roundStartTime: '2027-05-02T14:00' }),
        round(roundStates.Initialized, { roundStartTime: '2027-05-02T10:00' }),
        // Unscheduled rounds are not to come; skipped and posted ones have passed.
        round(roundStates.Initialized, { scheduleIndex: 0 }),
        round(roundStates.Skipped, { roundStartTime: '2027-05-01T09:00' }),
      ]),
    );
    expect(summary).toEqual({
      takingCards: false,
      starts: ['2027-05-01T09:00:00.000Z', '2027-05-01T15:00:00.000Z', '2027-05-02T09:00:00.000Z'],
      daysToStart: ['2027-05-02', '2027-05-03'],
      undatedToStart: false,
    });
    expect(runningSummary(eventsOf([round(roundStates.Empty)])).undatedToStart).toBe(true);
  });

  it('a round started yesterday and none today: not running, though today’s rounds are to come', () => {
    const rounds = [
      round(roundStates.Posted, { roundActualStartTime: '2027-05-01T16:00:00Z' }),
      round(roundStates.Initialized, { roundStartTime: '2027-05-02T09:00' }),
    ];
    expect(isCompetitionRunning(summed(rounds), at('2027-05-02T08:00:00Z'))).toBe(false);
    // The same rounds the day before: begun that day, and still to come… on the next.
    expect(isCompetitionRunning(summed(rounds), at('2027-05-01T17:00:00Z'))).toBe(false);
  });

  it('a round with no planned time is to come on any day; a planned one only on its own', () => {
    const begun = round(roundStates.Posted, { roundActualStartTime: '2027-05-02T09:00:00Z' });
    const tomorrow = round(roundStates.Initialized, { roundStartTime: '2027-05-03T09:00' });
    const now = at('2027-05-02T12:00:00Z');
    expect(isCompetitionRunning(summed([begun, tomorrow]), now)).toBe(false);
    expect(isCompetitionRunning(summed([begun, tomorrow, round(roundStates.Empty)]), now)).toBe(
      true,
    );
  });

  it('reads the venue’s day where it is not UTC’s: one UTC day, two days at UTC+10', () => {
    const rounds = [
      // 11:00 on 1 May at the venue, then 06:00 on 2 May: the same UTC day.
      round(roundStates.Posted, { roundActualStartTime: '2027-05-01T01:00:00Z' }),
      round(roundStates.Posted, { roundActualStartTime: '2027-05-01T05:00:00Z' }),
      round(roundStates.Posted, { roundActualStartTime: '2027-05-01T20:00:00Z' }),
      round(roundStates.Initialized, { roundStartTime: '2027-05-02T10:00' }),
    ];
    expect(summed(rounds).rounds.starts).toEqual([
      '2027-05-01T01:00:00.000Z',
      '2027-05-01T20:00:00.000Z',
    ]);
    // 07:00 on 2 May at the venue, 21:00 on 1 May in UTC.
    expect(isCompetitionRunning(summed(rounds), at('2027-05-01T21:00:00Z', 600))).toBe(true);
    expect(isCompetitionRunning(summed(rounds), at('2027-05-01T21:00:00Z', 0))).toBe(false);
  });

  it('answers as every round would, in every zone, every quarter hour, and on a clock behind the starts', () => {
    const rounds = [
      round(roundStates.Posted, { roundActualStartTime: '2027-04-30T10:00:00Z' }),
      round(roundStates.Posted, { roundActualStartTime: '2027-05-01T07:10:00Z' }),
      round(roundStates.Skipped, { roundActualStartTime: '2027-05-01T13:40:00Z' }),
      round(roundStates.Posted, { roundActualStartTime: '2027-05-01T22:30:00Z' }),
      round(roundStates.Posted, { roundActualStartTime: '2027-05-02T12:00:00Z' }),
      round(roundStates.Initialized, { roundStartTime: '2027-05-01T18:00' }),
      round(roundStates.Empty, { roundStartTime: '2027-05-02T20:00' }),
      round(roundStates.Initialized, { roundStartTime: '2027-05-03T09:00' }),
      round(roundStates.Initialized, { scheduleIndex: 0 }),
    ];
    const undated = [...rounds, round(roundStates.Initialized)];
    const onTheFloor = [...rounds, round(roundStates.Marked)];
    const answers = new Set<boolean>();
    for (const offset of [-720, -300, 0, 330, 600, 840]) {
      for (
        let ms = Date.parse('2027-04-30T00:00:00Z');
        ms < Date.parse('2027-05-05');
        ms += 900_000
      ) {
        const now = new Date(ms).toISOString();
        for (const each of [rounds, undated, onTheFloor]) {
          const running = isCompetitionRunning(summed(each), at(now, offset));
          expect(running, `${now} at ${offset}`).toBe(fromEveryRound(each, now, offset));
          answers.add(running);
        }
      }
    }
    expect([...answers].sort()).toEqual([false, true]);
  });
});
