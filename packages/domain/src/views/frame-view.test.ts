import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import { takesCards } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { isCompetitionRunning, runningSummary } from '../schedule-estimate/competition-running';
import { frameView } from './frame-view';
import { publicView } from './public-view';
import { viewFor } from './view-for';
import { populatedDemoState } from '../../testing/view-states';

const state = populatedDemoState();

describe('the frame every page reads (ADR 030)', () => {
  it('holds the public metadata without officials, organizers or anything of the day', () => {
    const frame = frameView(state);
    const {
      officials: _officials,
      organizers: _organizers,
      ...metadata
    } = publicView(state).metadata;
    expect(frame.metadata).toEqual(metadata);
    expect(frame.slug).toBe(state.slug);
    expect(viewFor(state, 'frame')).toEqual(frame);
    const json = JSON.stringify(frame);
    for (const field of ['officials', 'organizers', 'entries', 'competitors', 'marks', 'results']) {
      expect(json).not.toContain(`"${field}"`);
    }
    // A few kilobytes, where the public view of the same day is many times that.
    expect(json.length * 5).toBeLessThan(JSON.stringify(publicView(state)).length);
  });

  it('answers "is it running" as the public view does, at any hour of the day', () => {
    // The day between two rounds: nothing on the floor or waiting to be posted.
    const between: CompetitionState = {
      ...state,
      events: Object.fromEntries(
        Object.entries(state.events).map(([name, event]) => [
          name,
          {
            ...event,
            rounds: Object.fromEntries(
              Object.entries(event.rounds).map(([number, round]) => [
                number,
                takesCards(round.roundState) ? { ...round, roundState: roundStates.Posted } : round,
              ]),
            ),
          },
        ]),
      ),
    };
    const rounds = Object.values(state.events).flatMap((event) => Object.values(event.rounds));
    const started = rounds.find((round) => round.roundActualStartTime !== '');
    expect(started).toBeDefined();
    const day = started!.roundActualStartTime.slice(0, 10);
    const answers = new Set<boolean>();
    for (const hour of ['00', '09', '13', '18', '23']) {
      for (const clockDay of [day, state.metadata.startDate, '2020-01-01']) {
        const clock = { now: `${clockDay}T${hour}:30:00.000Z`, utcOffsetMinutes: -300 };
        for (const competition of [state, between]) {
          const running = isCompetitionRunning(frameView(competition), clock);
          const shown = publicView(competition);
          const fromView = { metadata: shown.metadata, rounds: runningSummary(shown.events) };
          expect(running).toBe(isCompetitionRunning(fromView, clock));
          answers.add(running);
        }
      }
    }
    // Both answers were asked for, or the comparison proves little.
    expect([...answers].sort()).toEqual([false, true]);
  });

  it('keeps its parts while only registrations or marks change', () => {
    const before = frameView(state);
    const after = frameView({
      ...state,
      registration: { ...state.registration, payments: {} },
      marks: {},
    });
    expect(after.rounds).toBe(before.rounds);
    expect(after.metadata).toBe(before.metadata);
  });

  it('keeps the rounds’ summary while a round changes in a way it does not read', () => {
    const [name, event] = Object.entries(state.events).find(([, each]) =>
      Object.values(each.rounds).some((round) => round.roundState === roundStates.Running),
    )!;
    const [number, round] = Object.entries(event.rounds).find(
      ([, each]) => each.roundState === roundStates.Running,
    )!;
    const before = frameView(state);
    // Its marks are in: still taking cards, still started when it was.
    const marked = { ...round, roundState: roundStates.Marked };
    const after = frameView({
      ...state,
      events: {
        ...state.events,
        [name]: { ...event, rounds: { ...event.rounds, [number]: marked } },
      },
    });
    expect(after.rounds).toBe(before.rounds);
    expect(after.rounds.takingCards).toBe(true);
  });

  it('sums the rounds up in a few hundred bytes, however many there are', () => {
    const rounds = Object.values(state.events).flatMap((event) => Object.values(event.rounds));
    expect(rounds.length).toBeGreaterThan(20);
    expect(JSON.stringify(frameView(state).rounds).length).toBeLessThan(300);
  });
});
