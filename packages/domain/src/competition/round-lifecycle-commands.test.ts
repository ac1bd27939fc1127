import { describe, expect, it, vi } from 'vitest';
import { commandTypes, type CommandType } from '../composition/command';
import { decide } from '../composition/decide';
import { testContext } from '../../testing/setup-competition';
import { apply } from '../composition/apply';
import type { Round } from './dance-event';
import { roundStateName, roundStates, type RoundState } from './enumerations';
import type { DomainEvent } from './events';
import type * as Lifecycle from './round-lifecycle';
import type { RoundMoveKind } from './round-lifecycle';
import { fixtures, samples } from '../../testing/round-lifecycle-samples';
import type { CompetitionState } from './state';

/** What the lifecycle did during one decision: the events its moves recorded, the rounds it made. */
const seen = vi.hoisted(() => ({
  events: new Set<object>(),
  moves: [] as RoundMoveKind[],
  born: 0,
}));

// Every caller of the lifecycle gets this wrapper, so the test sees each move it made.
vi.mock('./round-lifecycle', async (importOriginal) => {
  const actual = await importOriginal<typeof Lifecycle>();
  return {
    ...actual,
    transition: (...args: Parameters<typeof Lifecycle.transition>) => {
      const result = actual.transition(...args);
      seen.moves.push(args[1].kind);
      if (result.ok) {
        result.events.forEach((event) => seen.events.add(event));
      }
      return result;
    },
    newRound: (...args: Parameters<typeof Lifecycle.newRound>) => {
      seen.born += 1;
      return actual.newRound(...args);
    },
  } satisfies typeof Lifecycle;
});

/**
 * Every command that moves a round's state, and the lifecycle moves it may
 * make. A command missing here that moves a round makes the walk below fail.
 */
const MOVES_BY_COMMAND: Partial<Record<CommandType, RoundMoveKind[]>> = {
  startRound: ['start'],
  callHeat: ['start'],
  submitMarks: ['cardStored'],
  enterPaperMarks: ['cardStored'],
  rehearseRound: ['start', 'cardStored'],
  reopenJudgeCard: ['cardReopened'],
  // A running round follows its new panel: Marked once its judges' cards are in, else Running.
  setRoundPanel: ['cardStored', 'cardReopened'],
  postRound: ['post'],
  skipRound: ['skip'],
  setRoundState: ['write'],
  // Issue 25 item 12: the MC starts and ends a break, a staff write of Running, then Posted.
  startBreak: ['write'],
  endBreak: ['write'],
};
/** Commands that make new rounds, born Initialized through the lifecycle's `newRound`. */
const MAKES_ROUNDS: CommandType[] = ['generateRounds', 'addExtraRound'];

const label = (round: Round, state: RoundState) => `${round.roundName} ${roundStateName(state)}`;

/** The round a round of `after` was before `event`: 'born' when the event made it new. */
function before(state: CompetitionState | undefined, event: DomainEvent, round: Round) {
  if (event.type === 'RoundsReplaced' && event.eventName === round.eventName) {
    const old = Object.entries(event.renumber ?? {}).find(([, to]) => to === round.roundNumber);
    return old ? (state?.events[round.eventName]?.rounds[Number(old[0])] ?? 'born') : 'born';
  }
  return state?.events[round.eventName]?.rounds[round.roundNumber] ?? 'born';
}

/**
 * Folds a decision's events one by one and names every change of a
 * round's state the lifecycle did not record, and every round born in
 * another state than `newRound` gives.
 */
function stateChanges(start: CompetitionState | undefined, events: readonly DomainEvent[]) {
  const outside: string[] = [];
  let moved = false;
  let born = 0;
  let state = start;
  for (const event of events) {
    const after = apply(state, event);
    for (const round of Object.values(after.events).flatMap((each) => Object.values(each.rounds))) {
      const was = before(state, event, round);
      if (was === 'born') {
        born += 1;
        if (round.roundState !== roundStates.Initialized) {
          outside.push(`${event.type} made ${label(round, round.roundState)}`);
        }
      } else if (was.roundState !== round.roundState) {
        moved = true;
        if (!seen.events.has(event)) {
          outside.push(
            `${event.type} moved ${label(round, was.roundState)} to ${roundStateName(round.roundState)}`,
          );
        }
      }
    }
    state = after;
  }
  return { outside, moved, born };
}

describe("every command that changes a round's state goes through the round lifecycle (ADR 015)", () => {
  const states = fixtures();
  const walked = commandTypes.flatMap((type) =>
    Object.entries(states).flatMap(([name, state]) =>
      samples[type](state ?? states.fresh!).map((command) => ({ type, name, state, command })),
    ),
  );

  /** Decides one sample with the lifecycle watched, and what its events did to the rounds. */
  function tryOne({ state, command }: (typeof walked)[number]) {
    seen.events.clear();
    seen.moves.length = 0;
    seen.born = 0;
    const decision = decide(state, command, testContext());
    const changes = decision.ok ? stateChanges(state, decision.events) : undefined;
    return { decision, changes, moves: [...seen.moves], newRounds: seen.born };
  }

  it('tries every command type, and each is accepted from at least one state', () => {
    const accepted = new Set(
      walked.filter((sample) => tryOne(sample).decision.ok).map((s) => s.type),
    );
    expect(commandTypes.filter((type) => !accepted.has(type))).toEqual([]);
  });

  it("records no change of a round's state outside the lifecycle, from any state", () => {
    const outside = walked.flatMap((sample) =>
      (tryOne(sample).changes?.outside ?? []).map(
        (problem) => `${sample.command.type} on ${sample.name}: ${problem}`,
      ),
    );
    expect(outside).toEqual([]);
  });

  it('lets exactly the listed commands move rounds, each by its own moves', () => {
    const moving = new Set<CommandType>();
    const making = new Set<CommandType>();
    const wrongMoves: string[] = [];
    for (const sample of walked) {
      const { changes, moves, newRounds } = tryOne(sample);
      if (changes?.moved) {
        moving.add(sample.type);
      }
      if (changes && changes.born > 0) {
        making.add(sample.type);
        expect(newRounds, `${sample.type} on ${sample.name}`).toBeGreaterThan(0);
      }
      const allowed = MOVES_BY_COMMAND[sample.type] ?? [];
      wrongMoves.push(
        ...moves
          .filter((move) => !allowed.includes(move))
          .map((move) => `${sample.type} made the move ${move}`),
      );
    }
    expect([...moving].sort()).toEqual(Object.keys(MOVES_BY_COMMAND).sort());
    expect([...making].sort()).toEqual([...MAKES_ROUNDS].sort());
    expect([...new Set(wrongMoves)]).toEqual([]);
  });
});
