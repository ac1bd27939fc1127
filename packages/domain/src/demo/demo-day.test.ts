import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import { statePanel } from '../scoring/panel';
import { scheduledRounds } from '../competition/schedule';
import { run } from '../../testing/setup-competition';
import { demoCompetition } from './demo-competition';
import { demoDay } from './demo-day';

describe('the demo day', () => {
  const setUp = run(undefined, ...demoCompetition('2026-11-23'));
  const day = run(setUp, ...demoDay(setUp));
  const rounds = scheduledRounds(day.events);

  it('posts the first six rounds: both Newcomer events, with their final results', () => {
    expect(rounds.slice(0, 6).map((round) => round.roundState)).toEqual(
      Array<number>(6).fill(roundStates.Posted),
    );
    for (const eventName of ['Newcomer Standard', 'Newcomer Latin']) {
      const entered = Object.keys(day.events[eventName]!.entries).length;
      expect(Object.keys(day.results[eventName]!.finalResults!)).toHaveLength(entered);
    }
  });

  it('has the next round on the floor with three of five judges done', () => {
    const onFloor = rounds[6]!;
    expect(onFloor.roundState).toBe(roundStates.Running);
    const judges = Object.keys(day.marks[onFloor.eventName]!.rounds[onFloor.roundNumber]!);
    expect(judges).toEqual(
      statePanel(day)
        .slice(0, 3)
        .map((judge) => judge.key),
    );
  });

  it('has judges who disagree, as real panels do: at most two thirds of a recall get every mark', () => {
    const prelims = rounds.slice(0, 6).filter((round) => round.roundNumber > 1);
    expect(prelims.length).toBeGreaterThan(0);
    for (const round of prelims) {
      const saved = day.results[round.eventName]!.rounds[round.roundNumber]!;
      const judges = Object.keys(day.marks[round.eventName]!.rounds[round.roundNumber]!).length;
      const most = judges * day.events[round.eventName]!.eventDances.length;
      const allMarks = Object.values(saved.sumRecalls!).filter((total) => total === most);
      expect(allMarks.length, `${round.eventName} ${round.roundName}`).toBeLessThanOrEqual(
        (saved.recalled!.length * 2) / 3,
      );
    }
  });

  it('shows the results page', () => {
    expect(setUp.metadata.resultsPageShown).toBe(false);
    expect(day.metadata.resultsPageShown).toBe(true);
  });

  it('is the same every time it is planned', () => {
    expect(demoDay(setUp)).toEqual(demoDay(setUp));
  });
});
