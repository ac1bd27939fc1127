import { defaultSettings, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import {
  eventsWithoutRounds,
  filterRows,
  sameRow,
  scheduleRows,
  type RowContext,
} from './schedule-rows';
import { competition, eventWithCouples } from './test-competition';

const context: RowContext = { timeLabel: (local) => local.slice(11), dancersByRound: new Map() };

/** Bronze Standard (8 couples: Semi-Final and Final), Silver Latin (3: a Final), Awards, and Gold Smooth without rounds. */
function day(): CompetitionState {
  return competition(
    ...eventWithCouples('Bronze Standard', 8),
    ...eventWithCouples('Silver Latin', 3, {
      eventLevel: 'Silver',
      style: 'Latin',
      eventDances: ['Rumba'],
    }),
    { type: 'saveEvent', event: { name: 'Awards', eventDances: ['Awards'] } },
    ...eventWithCouples('Gold Smooth', 2, { eventLevel: 'Gold', style: 'Smooth' }),
    { type: 'generateRounds', eventName: 'Bronze Standard' },
    { type: 'generateRounds', eventName: 'Silver Latin' },
    { type: 'generateRounds', eventName: 'Awards' },
  );
}

describe('scheduleRows', () => {
  it('lists every scheduled round in schedule order with what the table shows', () => {
    const rows = scheduleRows(day().events, context);
    expect(rows.map((row) => [row.scheduleIndex, row.label, row.couples])).toEqual([
      [1, 'Bronze Standard Semi-Final', 8],
      [2, 'Bronze Standard Final', 0],
      [3, 'Silver Latin Final', 3],
      [4, 'Awards', 0],
    ]);
    expect(rows[0]).toMatchObject({
      roundId: 'Bronze Standard-R2',
      eventName: 'Bronze Standard',
      roundNumber: 2,
      roundName: 'Semi-Final',
      roundState: 0,
      numHeats: 1,
      recallSize: 6,
      isFinal: false,
      eventRounds: 2,
      opensEvent: true,
      firstScheduled: true,
      lastScheduled: false,
    });
    expect(rows[1]).toMatchObject({ isFinal: true, opensEvent: false });
    expect(rows[3]).toMatchObject({ firstScheduled: false, lastScheduled: true });
  });

  it('shows a schedule item as its name and length, never as a Final', () => {
    const [awards] = scheduleRows(day().events, {
      ...context,
      timing: { ...defaultSettings.timing, awardsMinutes: 25 },
    }).slice(-1);
    expect(awards).toMatchObject({ item: true, roundName: 'Awards', label: 'Awards', minutes: 25 });
    const [latin] = scheduleRows(day().events, context).slice(2);
    expect(latin).toMatchObject({ item: false, roundName: 'Final' });
  });

  it('names an item after itself even where an older log stored "Final" for it', () => {
    const state = day();
    const awards = state.events['Awards']!;
    const events = {
      ...state.events,
      Awards: { ...awards, rounds: { 1: { ...awards.rounds[1]!, roundName: 'Final' } } },
    };
    expect(scheduleRows(events, context).at(-1)).toMatchObject({ roundName: 'Awards' });
  });

  it('puts rounds not scheduled (index 0) after the scheduled ones', () => {
    const state = day();
    const latin = state.events['Silver Latin']!;
    const events = {
      ...state.events,
      'Silver Latin': {
        ...latin,
        rounds: { 1: { ...latin.rounds[1]!, scheduleIndex: 0 } },
      },
    };
    const rows = scheduleRows(events, context);
    expect(rows.map((row) => row.label)).toEqual([
      'Bronze Standard Semi-Final',
      'Bronze Standard Final',
      'Awards',
      'Silver Latin Final',
    ]);
    expect(rows[2]!.lastScheduled).toBe(true);
    expect(rows[3]).toMatchObject({
      scheduleIndex: 0,
      firstScheduled: false,
      lastScheduled: false,
    });
  });

  it('shows times through the label function and counts conflicting dancers per round', () => {
    const state = competition(
      ...eventWithCouples('Bronze Standard', 3),
      { type: 'generateRounds', eventName: 'Bronze Standard' },
      { type: 'assignStartTimes' },
    );
    const [row] = scheduleRows(state.events, {
      timeLabel: (local) => `at ${local.slice(11)}`,
      dancersByRound: new Map([['Bronze Standard-R1', 2]]),
    });
    expect(row).toMatchObject({
      startTime: '2027-02-09T09:00',
      time: 'at 09:00',
      conflictDancers: 2,
    });
  });
});

describe('sameRow', () => {
  it('is true for equal fields and false when any field differs', () => {
    const [row] = scheduleRows(day().events, context);
    expect(sameRow(row!, { ...row! })).toBe(true);
    expect(sameRow(row!, { ...row!, numHeats: 2 })).toBe(false);
    expect(sameRow(row!, { ...row!, conflictDancers: 1 })).toBe(false);
  });
});

describe('filterRows (spec §5)', () => {
  const state = day();
  const rows = scheduleRows(state.events, context);

  it('returns every row when no filter is set, Awards included', () => {
    expect(filterRows(rows, state.events, {})).toBe(rows);
  });

  it('keeps the rounds of events of the level and style chosen, never Awards or Break', () => {
    expect(filterRows(rows, state.events, { level: 'Silver' }).map((row) => row.label)).toEqual([
      'Silver Latin Final',
    ]);
    expect(filterRows(rows, state.events, { style: 'Standard' }).map((row) => row.label)).toEqual([
      'Bronze Standard Semi-Final',
      'Bronze Standard Final',
    ]);
    expect(filterRows(rows, state.events, { level: 'Bronze', style: 'Latin' })).toEqual([]);
  });
});

describe('eventsWithoutRounds', () => {
  it('lists the events with no rounds yet and their couples, filtered', () => {
    const state = day();
    expect(eventsWithoutRounds(state.events, {})).toEqual([{ name: 'Gold Smooth', couples: 2 }]);
    expect(eventsWithoutRounds(state.events, { style: 'Latin' })).toEqual([]);
  });
});
