import { describe, expect, it } from 'vitest';
import { checkInLabel } from './couple-labels';
import { coupleRows, matchesSearch } from './couple-rows';
import { testEntry, testEvent, testRound } from './test-events';

const competitors = {
  a: { id: 'a', name: 'Lead a', affiliation: 'Harbor City University', levels: {} },
  'f-a': { id: 'f-a', name: 'Follow a', affiliation: 'Riverside University', levels: {} },
};

function events() {
  const a1 = testEntry('e1', 'a', 123);
  const b1 = testEntry('e2', 'b', 101);
  const a2 = testEntry('e3', 'a', 123);
  const first = testRound('Bronze Standard', 2, 'Semi-Final', [a1, b1]);
  const final = testRound('Bronze Standard', 1, 'Final', [{ ...a1, checkedIn: true }]);
  return {
    'Bronze Standard': testEvent('Bronze Standard', [a1, b1], [final, first]),
    'Silver Latin': testEvent('Silver Latin', [a2]),
  };
}

describe('coupleRows', () => {
  it('groups entries by lead and follow, with each round first danced first and its check-in', () => {
    const rows = coupleRows(events(), competitors);
    expect(rows.map((row) => [row.numbers, row.leadName, row.schools])).toEqual([
      [[101], 'Lead b', ['Harbor City University']],
      [[123], 'Lead a', ['Harbor City University', 'Riverside University']],
    ]);
    expect(rows[1]!.entries).toEqual([
      {
        eventName: 'Bronze Standard',
        entryId: 'e1',
        leadNumber: 123,
        rounds: [
          { roundNumber: 2, roundName: 'Semi-Final', checkedIn: false },
          { roundNumber: 1, roundName: 'Final', checkedIn: true },
        ],
        eventHasRounds: true,
      },
      {
        eventName: 'Silver Latin',
        entryId: 'e3',
        leadNumber: 123,
        rounds: [],
        eventHasRounds: false,
      },
    ]);
  });

  it('keeps an entry that only a round holds (a couple added to one round)', () => {
    const only = testEntry('e9', 'c', 300);
    const rows = coupleRows({ X: testEvent('X', [], [testRound('X', 1, 'Final', [only])]) }, {});
    expect(rows[0]?.entries[0]?.rounds).toEqual([
      { roundNumber: 1, roundName: 'Final', checkedIn: false },
    ]);
  });
});

describe('matchesSearch', () => {
  const [b, a] = coupleRows(events(), competitors);
  it('matches names, schools and events in any letter case, every word', () => {
    expect(matchesSearch(a!, 'follow A')).toBe(true);
    expect(matchesSearch(a!, 'riverside')).toBe(true);
    expect(matchesSearch(b!, 'riverside')).toBe(false);
    expect(matchesSearch(a!, 'latin lead')).toBe(true);
    expect(matchesSearch(b!, 'latin lead')).toBe(false);
  });
  it('matches a number by its start', () => {
    expect(matchesSearch(a!, '12')).toBe(true);
    expect(matchesSearch(a!, '23')).toBe(false);
    expect(matchesSearch(a!, '')).toBe(true);
  });
  it('matches digits as a whole word of a name, not inside a longer number', () => {
    const named = { ...a!, text: `${a!.text} lead 1499` };
    expect(matchesSearch(named, 'lead 1499')).toBe(true);
    expect(matchesSearch(named, 'lead 149')).toBe(false);
  });
});

describe('checkInLabel', () => {
  it('names the couple, the event and the round', () => {
    expect(checkInLabel(123, 'Ann Lee', 'Bo Chan', 'Bronze Standard', '1st Round')).toBe(
      'Checked in: 123 Ann Lee & Bo Chan, Bronze Standard 1st Round',
    );
  });
});
