import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { decide } from '../composition/decide';
import { applyAll } from '../composition/apply';
import type { DomainEvent } from '../competition/events';
import { withoutDefaultPanels } from '../../testing/old-log-rounds';
import type { CompetitionState } from '../competition/state';
import { competitionWithCouples, run, testContext } from '../../testing/setup-competition';
import { roundPanel } from './panel';

const EVENT = 'Bronze Standard';

const official = (key: string, name: string, role: string): Command => ({
  type: 'saveOfficial',
  official: { key, name, role, bio: '' },
});

/** A chairman of judges (lettered A) and two judges; the event's rounds are made after them. */
const officials = [
  official('chair', 'Ann Chair', 'Chairman of Judges'),
  official('judge-b', 'Bob Judge', 'Judge'),
  official('judge-c', 'Cal Judge', 'Judge'),
];
const generate: Command = { type: 'generateRounds', eventName: EVENT };

const panelLetters = (state: CompetitionState, roundNumber = 1) =>
  roundPanel(state, state.events[EVENT]!.rounds[roundNumber]!).map(
    (judge) => `${judge.letter} ${judge.name}`,
  );

/** Runs commands and returns every event they stored, in order: a log as the server keeps it. */
function logOf(...commands: Command[]): DomainEvent[] {
  const context = testContext();
  let state: CompetitionState | undefined = competitionWithCouples(14, EVENT);
  const log: DomainEvent[] = [];
  for (const command of commands) {
    const decision = decide(state, command, context);
    if (!decision.ok) {
      throw new Error(`${command.type} refused: ${decision.error}`);
    }
    log.push(...decision.events);
    state = applyAll(state, decision.events);
  }
  return log;
}

describe('the default panel of a round (issue 25)', () => {
  it('is the officials whose role is Judge: the chairman of judges marks only when chosen', () => {
    const state = run(competitionWithCouples(14, EVENT), ...officials, generate);
    expect(panelLetters(state)).toEqual(['B Bob Judge', 'C Cal Judge']);
    // A judge saved after the rounds were made marks them too.
    const later = run(state, official('judge-d', 'Dee Judge', 'Judge'));
    expect(panelLetters(later)).toEqual(['B Bob Judge', 'C Cal Judge', 'D Dee Judge']);
  });

  it('takes the chairman when chosen, and stores no panel when the Judges are chosen', () => {
    const state = run(competitionWithCouples(14, EVENT), ...officials, generate);
    const everyone = ['chair', 'judge-b', 'judge-c'];
    const chosen = run(state, {
      type: 'setRoundPanel',
      eventName: EVENT,
      roundNumber: 1,
      judgeKeys: everyone,
    });
    expect(chosen.events[EVENT]!.rounds[1]!.panel).toEqual(everyone);
    expect(panelLetters(chosen)).toEqual(['A Ann Chair', 'B Bob Judge', 'C Cal Judge']);
    const back = run(chosen, {
      type: 'setRoundPanel',
      eventName: EVENT,
      roundNumber: 1,
      judgeKeys: ['judge-c', 'judge-b'],
    });
    expect(back.events[EVENT]!.rounds[1]!.panel).toBeUndefined();
    expect(panelLetters(back)).toEqual(['B Bob Judge', 'C Cal Judge']);
  });

  it('leaves the rounds of an old log as they were: every judge, the chairman included', () => {
    const log = withoutDefaultPanels(logOf(...officials, generate));
    const old = applyAll(competitionWithCouples(14, EVENT), log)!;
    expect(panelLetters(old)).toEqual(['A Ann Chair', 'B Bob Judge', 'C Cal Judge']);
    // Choosing every judge of such a round is still its default: no panel stored.
    const all = run(old, {
      type: 'setRoundPanel',
      eventName: EVENT,
      roundNumber: 1,
      judgeKeys: ['chair', 'judge-b', 'judge-c'],
    });
    expect(all.events[EVENT]!.rounds[1]!.panel).toBeUndefined();
    // A round added to the old event today is a new round, with today's default.
    const added = run(old, { type: 'addExtraRound', eventName: EVENT, afterRoundNumber: 2 });
    const rounds = Object.values(added.events[EVENT]!.rounds);
    expect(rounds.map((round) => roundPanel(added, round).length).sort()).toEqual([2, 3, 3, 3]);
  });
});
