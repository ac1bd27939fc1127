import { scheduledRounds, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { eventResults } from '../../../widgets/result-tables';
import { run } from '../../../test-support/run-commands';
import {
  EVENT,
  cards,
  numbersIn,
  scoringCompetition,
} from '../../../test-support/scoring-competition';
import { resultSheets } from './result-sheets-model';

/** Starts a round, every judge marks every dance with `card`, approved and posted. */
function post(state: CompetitionState, roundNumber: number, card: (judge: number) => number[]) {
  const started = run(state, { type: 'startRound', eventName: EVENT, roundNumber });
  return run(
    started,
    ...cards(roundNumber, (judge) => card(judge)),
    { type: 'approveRound', eventName: EVENT, roundNumber },
    { type: 'postRound', eventName: EVENT, roundNumber },
  );
}

/** Eight couples: the Semi-Final posted (the six lowest numbers recalled), the Final not. */
function semiPosted(): CompetitionState {
  const state = run(scoringCompetition(8), { type: 'assignStartTimes' });
  const semi = numbersIn(state, 2);
  return post(state, 2, () => semi.slice(0, 6));
}

describe('result sheets', () => {
  it('prints each posted round with the same sheet as /results and lists the rest as not posted', () => {
    const state = semiPosted();
    const { sheets, notPosted } = resultSheets(state, scheduledRounds(state.events));
    expect(sheets.map((sheet) => [sheet.eventName, sheet.roundName])).toEqual([
      [EVENT, 'Semi-Final'],
    ]);
    expect(sheets[0]!.sheet).toEqual(eventResults(state, EVENT)!.rounds[0]);
    expect(sheets[0]!.sheet.markHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sheets[0]!.competition).toBe(state.metadata.fullName);
    expect(notPosted.map((round) => round.title)).toEqual([`${EVENT} Final`]);
  });

  it('dates a sheet by the day the round was planned, with the year', () => {
    const state = semiPosted();
    const planned = state.events[EVENT]!.rounds[2]!.roundStartTime.slice(0, 10);
    expect(planned).toBe('2027-02-09');
    const [sheet] = resultSheets(state, scheduledRounds(state.events)).sheets;
    expect(sheet!.date).toBe('Tuesday 9 February 2027');
  });

  it('dates a sheet of a round with no planned start by the day it was posted, on the competition’s clock', () => {
    // Posted at 12:00 UTC on 9 February: already the 10th at the competition, on Kiritimati (UTC+14).
    const posted = semiPosted();
    const event = posted.events[EVENT]!;
    const state: CompetitionState = {
      ...posted,
      metadata: { ...posted.metadata, timeZone: 'Pacific/Kiritimati' },
      events: {
        ...posted.events,
        [EVENT]: {
          ...event,
          rounds: { ...event.rounds, 2: { ...event.rounds[2]!, roundStartTime: '' } },
        },
      },
    };
    const [sheet] = resultSheets(state, scheduledRounds(state.events)).sheets;
    expect(sheet!.sheet.postedAt).toBe('2027-02-09T12:00:00.000Z');
    expect(sheet!.date).toBe('Wednesday 10 February 2027');
  });

  it('keeps the order of the chosen rounds: the Final after the Semi-Final once both are posted', () => {
    const semi = semiPosted();
    const finalists = numbersIn(semi, 1);
    const state = post(semi, 1, () => finalists);
    const { sheets, notPosted } = resultSheets(state, scheduledRounds(state.events));
    expect(sheets.map((sheet) => [sheet.roundName, sheet.sheet.kind])).toEqual([
      ['Semi-Final', 'recall'],
      ['Final', 'final'],
    ]);
    expect(notPosted).toEqual([]);
    const final = sheets[1]!.sheet;
    if (final.kind !== 'final') {
      throw new Error('expected the final');
    }
    expect(final.summary.map((row) => [row.number, row.place])).toEqual(
      finalists.map((number, index) => [number, index + 1]),
    );
  });

  it('names the chairman and the scrutineer under their signature lines only when there is one of each', () => {
    const state = run(
      semiPosted(),
      {
        type: 'saveOfficial',
        official: { key: 'chair', name: 'Clara Chair', role: 'Chairman of Judges', bio: '' },
      },
      {
        type: 'saveOfficial',
        official: { key: 'scr1', name: 'Sam Scrutineer', role: 'Scrutineer', bio: '' },
      },
      {
        type: 'saveOfficial',
        official: { key: 'scr2', name: 'Sue Scrutineer', role: 'scrutineer', bio: '' },
      },
    );
    const [sheet] = resultSheets(state, scheduledRounds(state.events)).sheets;
    expect(sheet!.chairman).toBe('Clara Chair');
    expect(sheet).not.toHaveProperty('scrutineer');
  });
});
