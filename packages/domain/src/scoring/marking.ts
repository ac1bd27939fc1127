import { accept, refuse, type AreaContext, type Decision } from '../competition/decision';
import type { MarkChange, MarkSource } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import { transition } from '../competition/round-lifecycle';
import { takesCards } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { findRound } from '../competition/lookups';
import { roundPanel } from './panel';
import {
  cardProblem,
  isFinal,
  judgedDances,
  missingCards,
  requestedRecall,
  roundMarksOf,
  dancingNumbers,
  roundScoringOf,
} from './round-cards';
import { findCardTarget, roundLabel } from './scoring-lookups';
import { linkedChange, roundHeadHash } from './mark-chain';
import { rehearsalPermit } from './rehearsal';
import { seededRandom, shuffled } from './seeded-random';

interface Card {
  eventName: string;
  roundNumber: number;
  judgeKey: string;
  dance: string;
  couples: number[];
}

/** After these events, is every card in? Then the round becomes Marked (spec §4, the lifecycle). */
function markedWhenComplete(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  events: DomainEvent[],
  context: AreaContext,
): Decision {
  const after = context.applyAll(state, events)!;
  const round = after.events[eventName]!.rounds[roundNumber]!;
  const missing = missingCards(
    roundPanel(after, round),
    judgedDances(after.events[eventName]!),
    roundMarksOf(after, eventName, roundNumber),
    roundScoringOf(after, eventName, roundNumber),
  );
  const moved = transition(round, { kind: 'cardStored', missingCards: missing.length });
  return moved.ok ? accept(...events, ...moved.events) : refuse(moved.refusal);
}

/**
 * Stores one judge's card for one dance, from a tablet or keyed from paper.
 * The card is checked whole (spec: a wrong count cannot be submitted); an
 * amendment replaces the card and the history keeps both.
 */
export function storeCard(
  state: CompetitionState,
  card: Card,
  source: MarkSource,
  context: AreaContext,
  reason?: string,
): Decision {
  const target = findCardTarget(state, card.eventName, card.roundNumber, card.judgeKey, card.dance);
  if (!target.ok) {
    return refuse(target.error);
  }
  const problem = cardProblem(target.value.round, card.dance, card.couples);
  if (problem) {
    return refuse(`judge ${target.value.judge.name}, ${problem}`);
  }
  const change = linkedChange(
    card.eventName,
    card.roundNumber,
    {
      judgeKey: card.judgeKey,
      dance: card.dance,
      couples: card.couples,
      source,
      by: context.actor ?? 'system',
      at: context.now(),
      ...(reason !== undefined && { reason }),
    },
    roundHeadHash(state, card.eventName, card.roundNumber),
  );
  return markedWhenComplete(
    state,
    card.eventName,
    card.roundNumber,
    [{ type: 'MarksStored', eventName: card.eventName, roundNumber: card.roundNumber, change }],
    context,
  );
}

/** Puts a round on the floor: Running, and when it really started (spec §4). */
export function startRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  context: AreaContext,
): Decision {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const moved = transition(found.value, { kind: 'start', at: context.now() });
  return moved.ok ? accept(...moved.events) : refuse(moved.refusal);
}

/**
 * A rehearsal: every missing card filled with random valid marks, as if
 * every judge had marked, so organizers can practise the chairman's and the
 * scrutineer's part. Only in a rehearsal competition or a round not started
 * (`rehearsalPermit`); starts the round if it is not on the floor yet.
 */
export function rehearseRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  seed: number,
  context: AreaContext,
): Decision {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const permit = rehearsalPermit(state.settings, found.value);
  if (!permit.ok) {
    return refuse(permit.refusal);
  }
  const events: DomainEvent[] = [];
  let current = state;
  if (!takesCards(found.value.roundState)) {
    const started = startRound(state, eventName, roundNumber, context);
    if (!started.ok) {
      return started;
    }
    events.push(...started.events);
    current = context.applyAll(state, started.events)!;
  }
  const round = current.events[eventName]!.rounds[roundNumber]!;
  const panel = roundPanel(current, round);
  if (panel.length === 0) {
    return refuse('the competition has no judges: add them on the officials screen');
  }
  const missing = missingCards(
    panel,
    judgedDances(current.events[eventName]!),
    roundMarksOf(current, eventName, roundNumber),
    roundScoringOf(current, eventName, roundNumber),
  );
  if (missing.length === 0) {
    return refuse(`every judge has marked ${roundLabel(round)} already`);
  }
  const random = seededRandom(seed);
  const numbers = dancingNumbers(round);
  const take = isFinal(round) ? numbers.length : requestedRecall(round);
  // Rehearsal cards are card changes like any other: each links to the one before it.
  let prev = roundHeadHash(current, eventName, roundNumber);
  for (const { judgeKey, dance } of missing) {
    const change: MarkChange = linkedChange(
      eventName,
      roundNumber,
      {
        judgeKey,
        dance,
        couples: shuffled(numbers, random).slice(0, take),
        source: 'tablet',
        by: context.actor ?? 'system',
        reason: 'rehearsal: random marks',
        at: context.now(),
      },
      prev,
    );
    prev = change.hash!;
    events.push({ type: 'MarksStored', eventName, roundNumber, change });
  }
  return markedWhenComplete(state, eventName, roundNumber, events, context);
}
