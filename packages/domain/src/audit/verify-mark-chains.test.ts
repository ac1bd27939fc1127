import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { decide } from '../composition/decide';
import { applyAll } from '../composition/apply';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { demoMetadata } from '../demo/demo-competition';
import { testContext } from '../../testing/setup-competition';
import { allCards, EVENT, JUDGES } from '../../testing/scoring-competition';
import { sha256 } from '../scoring/sha256';
import { verifyMarkChains, type LoggedEvent } from './verify-mark-chains';

/** Runs commands from an empty log and keeps every event with its sequence number. */
function recorder() {
  let state: CompetitionState | undefined;
  const log: LoggedEvent[] = [];
  const run = (...commands: Command[]) => {
    for (const command of commands) {
      const decision = decide(state, command, testContext());
      if (!decision.ok) {
        throw new Error(`${command.type} refused: ${decision.error}`);
      }
      for (const event of decision.events) {
        log.push({ seq: log.length + 1, event });
      }
      state = applyAll(state, decision.events);
    }
    return state!;
  };
  return { run, log };
}

const numbers = (state: CompetitionState, roundNumber: number) =>
  Object.values(state.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);

/** Bronze Standard with 8 couples and five judges: a Semi-Final with an amended card, posted; the Final posted. */
function postedEvent() {
  const { run, log } = recorder();
  run(
    { type: 'createCompetition', slug: 'chain-open', metadata: demoMetadata('2027-01-10') },
    {
      type: 'saveEvent',
      event: {
        name: EVENT,
        eventLevel: 'Bronze',
        style: 'Standard',
        eventDances: ['Waltz', 'Quickstep'],
      },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: 8 }, (_, index) => ({
        lead: { name: `Lead ${index + 1}`, affiliation: 'Northbridge College' },
        follow: { name: `Follow ${index + 1}`, affiliation: 'Northbridge College' },
        events: [EVENT],
      })),
    },
    ...JUDGES.map((key, index): Command => ({
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABCDE'[index]!}`, role: 'Judge', bio: '' },
    })),
    { type: 'generateRounds', eventName: EVENT },
  );
  let state = run({ type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const semi = numbers(state, 2);
  state = run(
    // Judge A first recalls the wrong six in the Waltz, then corrects the card.
    {
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-a',
      dance: 'Waltz',
      couples: semi.slice(2, 8),
    },
    ...allCards(2, () => semi.slice(0, 6)),
    { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
    { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    { type: 'startRound', eventName: EVENT, roundNumber: 1 },
  );
  const finalists = numbers(state, 1);
  state = run(
    ...allCards(1, () => finalists),
    { type: 'approveRound', eventName: EVENT, roundNumber: 1 },
    { type: 'postRound', eventName: EVENT, roundNumber: 1 },
  );
  return { state, log };
}

type MarksStored = Extract<DomainEvent, { type: 'MarksStored' }>;

/** The log entries of stored cards, in log order. */
const cardEntries = (log: readonly LoggedEvent[]) =>
  log.filter(
    (entry): entry is { seq: number; event: MarksStored } => entry.event.type === 'MarksStored',
  );

/** A deep copy, so a test can tamper with it without touching the original. */
const copied = (log: readonly LoggedEvent[]): LoggedEvent[] =>
  JSON.parse(JSON.stringify(log)) as LoggedEvent[];

describe('the mark record', () => {
  it('links every card change of a round to the one before it', () => {
    const { state, log } = postedEvent();
    const semiCards = cardEntries(log).filter((entry) => entry.event.roundNumber === 2);
    expect(semiCards).toHaveLength(11);
    expect(semiCards[0]!.event.change.prev).toBe('');
    semiCards.slice(1).forEach((entry, index) => {
      expect(entry.event.change.prev).toBe(semiCards[index]!.event.change.hash);
    });
    const history = state.marks[EVENT]!.scoring![2]!.history;
    expect(state.results[EVENT]!.rounds[2]!.markHash).toBe(history.at(-1)!.hash);
    expect(state.results[EVENT]!.rounds[1]!.markHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes the canonical form: sorted keys over the change and its round', () => {
    const { log } = postedEvent();
    const first = cardEntries(log)[0]!.event;
    const { judgeKey, dance, couples, source, by, at } = first.change;
    const canonical = JSON.stringify({
      at,
      by,
      couples,
      dance,
      event: EVENT,
      judge: judgeKey,
      prev: '',
      round: 2,
      source,
    });
    expect(first.change.hash).toBe(sha256(canonical));
  });

  it('verifies an untouched log', () => {
    const { log } = postedEvent();
    const report = verifyMarkChains(log);
    expect(report.break).toBeUndefined();
    expect(report).toMatchObject({ chains: 2, changes: 21, unchained: [] });
  });

  it('names a card whose couples were changed in the log', () => {
    const log = copied(postedEvent().log);
    const target = cardEntries(log)[4]!;
    target.event.change.couples = [...target.event.change.couples].reverse();
    const report = verifyMarkChains(log);
    expect(report.break).toMatchObject({
      seq: target.seq,
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: target.event.change.judgeKey,
      dance: target.event.change.dance,
    });
    expect(report.break!.sentence).toBe(
      `The card of judge Judge B (judge-b) for Quickstep in the Semi-Final of "${EVENT}", log sequence ${target.seq}, no longer matches its hash: it was changed after it was recorded.`,
    );
  });

  it('names the change after one that was removed', () => {
    const log = copied(postedEvent().log);
    const cards = cardEntries(log);
    const removed = cards[3]!;
    const report = verifyMarkChains(log.filter((entry) => entry !== removed));
    expect(report.break).toMatchObject({ seq: cards[4]!.seq, judgeKey: 'judge-b' });
    expect(report.break!.sentence).toContain('does not follow the round’s previous change');
  });

  it('names a reordered change', () => {
    const log = copied(postedEvent().log);
    const [third, fourth] = [cardEntries(log)[2]!, cardEntries(log)[3]!];
    const reordered = log.map((entry) =>
      entry === third ? fourth : entry === fourth ? third : entry,
    );
    const report = verifyMarkChains(reordered);
    expect(report.break).toMatchObject({ seq: fourth.seq, judgeKey: fourth.event.change.judgeKey });
  });

  it('names a posted round whose last card was removed: the printed record no longer matches', () => {
    const log = copied(postedEvent().log);
    const lastSemiCard = cardEntries(log)
      .filter((entry) => entry.event.roundNumber === 2)
      .at(-1);
    const report = verifyMarkChains(log.filter((entry) => entry !== lastSemiCard));
    expect(report.break?.sentence).toMatch(
      new RegExp(
        `^The Semi-Final of "${EVENT}" was posted at log sequence \\d+ with the mark record`,
      ),
    );
  });

  it('skips changes recorded before the chain, naming them', () => {
    const log = copied(postedEvent().log).map((entry) => {
      const { event } = entry;
      if (event.type === 'MarksStored') {
        const { prev: _prev, hash: _hash, ...change } = event.change;
        return { ...entry, event: { ...event, change } };
      }
      if (event.type === 'RoundPosted') {
        const { markHash: _markHash, ...result } = event.result;
        return { ...entry, event: { ...event, result } };
      }
      return entry;
    });
    const report = verifyMarkChains(log);
    expect(report.break).toBeUndefined();
    expect(report.changes).toBe(0);
    expect(report.unchained).toEqual([
      `the Semi-Final of "${EVENT}": 11 changes not chained (recorded before the chain)`,
      `the Final of "${EVENT}": 10 changes not chained (recorded before the chain)`,
    ]);
  });

  it('names a change whose hash was stripped once the chain had begun', () => {
    const log = copied(postedEvent().log);
    const target = cardEntries(log)[5]!;
    delete target.event.change.hash;
    expect(verifyMarkChains(log).break).toMatchObject({ seq: target.seq });
  });
});
