import type { Command } from '../composition/command';
import { decide } from '../composition/decide';
import { applyAll } from '../composition/apply';
import type { CompetitionState } from '../competition/state';
import { roundPanel } from '../scoring/panel';
import { dancingNumbers, judgedDances, requestedRecall } from '../scoring/round-cards';
import { roundOutcome } from '../scoring/round-outcome';
import { seededRandom } from '../scoring/seeded-random';
import { scheduledRounds } from '../competition/schedule';
import { demoPayments } from './demo-registrations';

/** The first rounds of the day are danced and posted in the demo: both Newcomer events. */
const POSTED_ROUNDS = 6;
/** Judges whose cards are in for the round on the floor. */
const JUDGES_DONE = 3;

/** How good a couple dances, the same for every judge: the demo's hidden truth. */
function skill(leadNumber: number): number {
  return seededRandom(leadNumber * 7919)();
}

/**
 * How much one judge's view of a couple strays from the truth, against a
 * spread of skill of 1: enough that judges disagree on neighbouring couples
 * and at the recall cut, as real panels do, while the best still win.
 */
const JUDGE_NOISE = 1;

/** One judge's view of the couples in one dance: the truth, blurred per judge. */
function ranking(numbers: readonly number[], seed: number): number[] {
  const noise = seededRandom(seed);
  return numbers
    .map((number) => ({ number, score: skill(number) + noise() * JUDGE_NOISE }))
    .sort((a, b) => b.score - a.score)
    .map(({ number }) => number);
}

/** Runs commands the way the server would, for planning the next ones. */
function applied(state: CompetitionState, commands: Command[]): CompetitionState {
  let current = state;
  for (const command of commands) {
    const decision = decide(current, command, {
      newKey: () => 'demo-plan',
      now: () => '2000-01-01T00:00:00.000Z',
    });
    if (!decision.ok) {
      throw new Error(`demo day: ${command.type} refused: ${decision.error}`);
    }
    current = applyAll(current, decision.events)!;
  }
  return current;
}

/** Every card of the round's panel (or of its first `judges` judges) for every dance of a running round. */
function cards(state: CompetitionState, eventName: string, roundNumber: number, judges?: number) {
  const round = state.events[eventName]!.rounds[roundNumber]!;
  const numbers = dancingNumbers(round);
  const take = roundNumber === 1 ? numbers.length : requestedRecall(round);
  const panel = roundPanel(state, round).slice(0, judges);
  return panel.flatMap((judge, judgeIndex) =>
    judgedDances(state.events[eventName]!).map((dance, danceIndex): Command => ({
      type: 'submitMarks',
      eventName,
      roundNumber,
      judgeKey: judge.key,
      dance,
      couples: ranking(numbers, roundNumber * 1000 + judgeIndex * 37 + danceIndex * 5 + 1).slice(
        0,
        take,
      ),
    })),
  );
}

/**
 * The competition day so far, for the demo: the first rounds danced, marked
 * by every judge, cut and posted (results and live pages have something to
 * show), and the next round on the floor with some cards in. Computed from
 * the set-up demo state, so it follows its schedule and couples. The
 * registration desk has taken some payments. The results page is switched on.
 */
export function demoDay(setUp: CompetitionState): Command[] {
  const commands: Command[] = [...demoPayments(setUp)];
  let state = setUp;
  const step = (...next: Command[]) => {
    state = applied(state, next);
    commands.push(...next);
  };
  for (let index = 0; index <= POSTED_ROUNDS; index += 1) {
    const round = scheduledRounds(state.events).find(
      (candidate) => candidate.scheduleIndex === index + 1,
    );
    if (!round) {
      break;
    }
    const { eventName, roundNumber } = round;
    if (index === POSTED_ROUNDS) {
      // On the floor now: the MC called its first heat, and the deck captain is a couple short.
      const dance = state.events[eventName]!.eventDances[0]!;
      step(
        { type: 'callHeat', eventName, roundNumber, heat: 1, dance },
        ...cards(state, eventName, roundNumber, JUDGES_DONE),
        {
          type: 'sendFloorNote',
          text: 'One couple of heat 2 still changing: ready in two minutes',
          eventName,
          roundNumber,
        },
      );
      break;
    }
    step({ type: 'startRound', eventName, roundNumber });
    step(...cards(state, eventName, roundNumber));
    const outcome = roundOutcome(state, eventName, roundNumber);
    if (outcome?.kind === 'prelim' && outcome.tie) {
      // The chairman recalls the whole tie when the floor can take it, as most would.
      const recall =
        outcome.tie.more <= outcome.requested + 2 ? outcome.tie.more : outcome.tie.fewer;
      step({ type: 'setRecallCut', eventName, roundNumber, recall });
    }
    step(
      { type: 'approveRound', eventName, roundNumber },
      { type: 'postRound', eventName, roundNumber },
    );
  }
  step({ type: 'updateMetadata', patch: { resultsPageShown: true } });
  return commands;
}
