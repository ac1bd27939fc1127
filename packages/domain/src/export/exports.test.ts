import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import { isPosted } from '../competition/round-lifecycle-states';
import { splitIntoHeats } from '../competition/heats';
import { scheduledRounds } from '../competition/schedule';
import { isScheduleItem } from '../competition/schedule-items';
import { publicView } from '../views/public-view';
import { scoringView, staffView } from '../views/staff-view';
import { populatedDemoState } from '../../testing/view-states';
import { heatsCsvRows, heatsExport, heatsExportSchema } from './heats';
import { programmeCsvRows, programmeExport, programmeExportSchema } from './programme';
import { resultsCsvRows, resultsExport, resultsExportSchema } from './results';

const state = populatedDemoState();
const view = publicView(state);
const rounds = scheduledRounds(state.events);

describe('programmeExport', () => {
  const programme = programmeExport(view, 'public');

  it('lists every scheduled round once, in the order of the day, with its planned time', () => {
    const items = programme.days.flatMap((day) => day.items);
    expect(items.map((item) => item.roundId)).toEqual(rounds.map((round) => round.roundId));
    expect(items.map((item) => item.order)).toEqual(rounds.map((_, index) => index + 1));
    for (const [index, item] of items.entries()) {
      expect(item.plannedStart).toBe(rounds[index]!.roundStartTime || null);
      expect(item.time).toBe(rounds[index]!.roundStartTime.slice(11, 16) || null);
    }
  });

  it('groups items by their planned day and names breaks and awards as items', () => {
    for (const day of programme.days) {
      expect(day.items.every((item) => item.plannedStart?.slice(0, 10) === day.date)).toBe(true);
    }
    const items = programme.days.flatMap((day) => day.items);
    const breaks = items.filter((item) => item.kind !== 'round');
    expect(breaks.length).toBeGreaterThan(0);
    for (const item of breaks) {
      expect(isScheduleItem(state.events[item.event]!)).toBe(true);
      expect(item).toMatchObject({
        round: item.event,
        title: item.event,
        couples: null,
        heats: null,
        dances: [],
      });
    }
  });

  it('fits its published schema and gives one CSV row per item', () => {
    expect(programmeExportSchema.parse(programme)).toEqual(programme);
    expect(programmeCsvRows(programme)).toHaveLength(rounds.length);
  });
});

describe('heatsExport', () => {
  const heats = heatsExport(view, 'public');

  it('splits each danced round as the floor does, every couple once', () => {
    const danced = rounds.filter(
      (round) =>
        round.roundState !== roundStates.Skipped && !isScheduleItem(state.events[round.eventName]!),
    );
    expect(heats.rounds.map((round) => round.roundId)).toEqual(
      danced.map((round) => round.roundId),
    );
    for (const [index, exported] of heats.rounds.entries()) {
      const round = danced[index]!;
      const expected =
        Object.keys(round.entries).length === 0
          ? []
          : splitIntoHeats(Object.values(round.entries), round.numHeats).map((heat) =>
              heat.map((entry) => entry.leadNumber),
            );
      expect(exported.heats.map((heat) => heat.couples.map((couple) => couple.number))).toEqual(
        expected,
      );
    }
  });

  it('carries names and schools and fits its schema', () => {
    const someone = heats.rounds.find((round) => round.heats.length > 0)!.heats[0]!.couples[0]!;
    expect(someone.leader).not.toBe('');
    expect(someone.school).not.toBe('');
    expect(heatsExportSchema.parse(heats)).toEqual(heats);
    const couples = heats.rounds.flatMap((round) => round.heats.flatMap((heat) => heat.couples));
    expect(heatsCsvRows(heats)).toHaveLength(couples.length);
  });
});

describe('resultsExport', () => {
  const results = resultsExport(view, 'public');

  it('holds the posted rounds only, even when built from the scoring view', () => {
    // A break the MC ended is Posted too (issue 25 item 12), but it has no results to export.
    const posted = rounds.filter(
      (round) => isPosted(round.roundState) && !isScheduleItem(state.events[round.eventName]!),
    );
    const unposted = rounds.filter(
      (round) =>
        !isPosted(round.roundState) &&
        Object.keys(state.marks[round.eventName]?.rounds[round.roundNumber] ?? {}).length > 0,
    );
    expect(posted.length).toBeGreaterThan(0);
    expect(unposted.length).toBeGreaterThan(0);
    expect(results.rounds.map((round) => round.roundId)).toEqual(
      posted.map((round) => round.roundId),
    );
    const fromScoring = resultsExport(scoringView(state), 'staff');
    expect(fromScoring.rounds.map((round) => round.roundId)).toEqual(
      posted.map((round) => round.roundId),
    );
    expect(resultsExport(staffView(state), 'staff').rounds).toEqual(results.rounds);
  });

  it('gives the places and recalls that were posted', () => {
    for (const round of results.rounds) {
      const saved = state.results[round.event]!.rounds[round.roundNumber]!;
      expect(round.kind).not.toBe('unreadable');
      if (round.kind === 'recall') {
        const recalled = round.couples
          .filter((couple) => couple.recalled)
          .map((couple) => couple.number);
        expect(recalled.sort((a, b) => a - b)).toEqual([...saved.recalled!].sort((a, b) => a - b));
        for (const couple of round.couples.filter((one) => !one.recalled)) {
          expect(couple.place).toBe(saved.placements[couple.number]);
        }
      } else if (round.kind === 'final') {
        for (const couple of round.couples) {
          expect(couple.place).toBe(saved.placements[couple.number]);
        }
      }
    }
  });

  it("counts each judge's recall marks into the couple's total", () => {
    const recall = results.rounds.find((round) => round.kind === 'recall');
    if (recall?.kind !== 'recall') {
      throw new Error('the demo day should have a posted recall');
    }
    for (const couple of recall.couples) {
      const marks = Object.values(couple.recalledBy).reduce(
        (sum, letters) => sum + letters.length,
        0,
      );
      expect(marks).toBe(couple.total);
      for (const letters of Object.values(couple.recalledBy)) {
        expect(
          letters.every((letter) => recall.judges.some((judge) => judge.letter === letter)),
        ).toBe(true);
      }
    }
  });

  it('fits its schema and gives one CSV row per couple per round', () => {
    expect(resultsExportSchema.parse(results)).toEqual(results);
    const couples = results.rounds.flatMap((round): unknown[] =>
      'couples' in round ? round.couples : [],
    );
    const rows = resultsCsvRows(results);
    expect(rows).toHaveLength(couples.length);
    expect(rows[0]!.marks).toMatch(/^[A-Za-z ]+: [A-Z]/);
  });
});
