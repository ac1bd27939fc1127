import { describe, expect, it } from 'vitest';
import { entriesCsvRows } from './entries-csv';
import { competitionWithCouples, run } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';

describe('entriesCsvRows', () => {
  it('lists every entry by event and number, with the latest round and its check-in', () => {
    let state = run(competitionWithCouples(2), { type: 'generateRounds', eventName: EVENT });
    const [first] = Object.values(state.events[EVENT]!.entries).sort(
      (a, b) => a.leadNumber - b.leadNumber,
    );
    state = run(state, {
      type: 'checkIn',
      eventName: EVENT,
      roundNumber: 1,
      entryId: first!.entryId,
      checkedIn: true,
    });
    expect(entriesCsvRows(state)).toEqual([
      {
        event: EVENT,
        number: 100,
        lead: 'Lead 1',
        follow: 'Follow 1',
        affiliation: 'Harbor City University',
        round: 'Final',
        'checked in': 'yes',
        registered: '2027-02-09T12:00:00.000Z',
      },
      {
        event: EVENT,
        number: 101,
        lead: 'Lead 2',
        follow: 'Follow 2',
        affiliation: 'Northbridge College',
        round: 'Final',
        'checked in': 'no',
        registered: '2027-02-09T12:00:00.000Z',
      },
    ]);
  });

  it('leaves the round empty before rounds are generated', () => {
    expect(entriesCsvRows(competitionWithCouples(1))[0]).toMatchObject({
      round: '',
      'checked in': 'no',
    });
  });
});
