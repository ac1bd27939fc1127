import type { DanceEvent, Entry, Round } from '@floorcraft/domain';

/** An entry for tests: lead `leadId` with follow `f-{leadId}`, numbered `leadNumber`. */
export function testEntry(entryId: string, leadId: string, leadNumber: number): Entry {
  return {
    entryId,
    leadId,
    followId: `f-${leadId}`,
    leadName: `Lead ${leadId}`,
    followName: `Follow ${leadId}`,
    leadNumber,
    affiliation: 'Harbor City University',
    registeredTime: '2027-02-09T12:00:00.000Z',
    checkedIn: false,
  };
}

/** A round for tests holding `entries`. */
export function testRound(
  eventName: string,
  roundNumber: number,
  roundName: string,
  entries: Entry[],
): Round {
  return {
    eventName,
    roundNumber,
    roundId: `${eventName}-R${roundNumber}`,
    roundName,
    scheduleIndex: roundNumber,
    roundState: 0,
    recallSize: 6,
    numHeats: 1,
    roundStartTime: '',
    roundActualStartTime: '',
    entries: Object.fromEntries(entries.map((entry) => [entry.entryId, entry])),
  };
}

/** A Standard event for tests with its own entries and rounds. */
export function testEvent(name: string, entries: Entry[], rounds: Round[] = []): DanceEvent {
  return {
    name,
    eventLevel: 'Bronze',
    style: 'Standard',
    eventDances: ['Waltz'],
    entries: Object.fromEntries(entries.map((entry) => [entry.entryId, entry])),
    rounds: Object.fromEntries(rounds.map((round) => [round.roundNumber, round])),
  };
}
