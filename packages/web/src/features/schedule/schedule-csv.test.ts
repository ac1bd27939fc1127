import { toCsv } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { scheduleCsvColumns, scheduleCsvRows } from './schedule-csv';
import { scheduleRows } from './schedule-rows';
import { competition, eventWithCouples } from './test-competition';

describe('scheduleCsvRows', () => {
  it('writes index, full time, event, round, state name, couples, heats and recall size', () => {
    const state = competition(
      ...eventWithCouples('Bronze Standard', 8),
      { type: 'generateRounds', eventName: 'Bronze Standard' },
      { type: 'assignStartTimes' },
      { type: 'setRoundState', eventName: 'Bronze Standard', roundNumber: 2, roundState: 2 },
    );
    const rows = scheduleRows(state.events, {
      timeLabel: (local) => local,
      dancersByRound: new Map(),
    });
    expect(toCsv(scheduleCsvColumns, scheduleCsvRows(rows)).split('\r\n')).toEqual([
      'Index,Time,Event,Round,State,Couples,Heats,Recall size',
      '1,2027-02-09 09:00,Bronze Standard,Semi-Final,Running,8,1,6',
      '2,2027-02-09 09:04,Bronze Standard,Final,Initialized,0,1,6',
      '',
    ]);
  });

  it('leaves the index and time empty for a round not scheduled', () => {
    const state = competition(...eventWithCouples('Bronze Standard', 2), {
      type: 'generateRounds',
      eventName: 'Bronze Standard',
    });
    const [row] = scheduleRows(state.events, { timeLabel: () => '', dancersByRound: new Map() });
    expect(scheduleCsvRows([{ ...row!, scheduleIndex: 0 }])[0]).toMatchObject({
      Index: '',
      Time: '',
      Event: 'Bronze Standard',
      Round: 'Final',
    });
  });
});
