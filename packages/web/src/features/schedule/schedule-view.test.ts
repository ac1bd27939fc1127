import { describe, expect, it } from 'vitest';
import { scheduleView } from './schedule-view';
import { competition, eventWithCouples, run } from './test-competition';

/** Two events sharing one couple, timed back to back from 09:00 on 9 February 2027. */
function sharedCouple() {
  const first = competition(...eventWithCouples('Bronze Standard', 3), {
    type: 'saveEvent',
    event: { name: 'Silver Latin', eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
  });
  const id = (name: string) =>
    Object.values(first.competitors).find((competitor) => competitor.name === name)!.id;
  return run(
    first,
    {
      type: 'registerCouple',
      couple: {
        lead: { id: id('Bronze Standard Lead 1') },
        follow: { id: id('Bronze Standard Follow 1') },
        events: ['Silver Latin'],
      },
    },
    { type: 'generateRounds', eventName: 'Bronze Standard' },
    { type: 'generateRounds', eventName: 'Silver Latin' },
    { type: 'assignStartTimes' },
  );
}

describe('scheduleView', () => {
  it('shows each time with its day when the competition spans two days', () => {
    const view = scheduleView(sharedCouple());
    expect(view.rows.map((row) => [row.label, row.time])).toEqual([
      ['Bronze Standard Final', 'Tue 9 Feb 09:00'],
      ['Silver Latin Final', 'Tue 9 Feb 09:04'],
    ]);
    expect(view.conflicts).toEqual([]);
  });

  it('shows HH:mm alone on a one-day competition', () => {
    const state = run(sharedCouple(), {
      type: 'updateMetadata',
      patch: { endDate: '2027-02-09' },
    });
    expect(scheduleView(state).rows.map((row) => row.time)).toEqual(['09:00', '09:04']);
  });

  it('lists both dancers of a couple due in overlapping rounds and marks both rows', () => {
    const state = run(sharedCouple(), {
      type: 'updateRound',
      eventName: 'Silver Latin',
      roundNumber: 1,
      roundStartTime: '2027-02-09T09:02',
    });
    const view = scheduleView(state);
    const overlap =
      'Bronze Standard Final (Tue 9 Feb 09:00) and Silver Latin Final (Tue 9 Feb 09:02)';
    expect(view.conflicts).toEqual([
      { dancer: 'Bronze Standard Follow 1', overlaps: [overlap] },
      { dancer: 'Bronze Standard Lead 1', overlaps: [overlap] },
    ]);
    expect(view.rows.map((row) => row.conflictDancers)).toEqual([2, 2]);
  });
});
