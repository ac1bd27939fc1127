import { eliminatedPlaces } from '@floorcraft/skating';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { Entry, FinalTable, SavedRoundResult } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import { transition } from '../competition/round-lifecycle';
import type { CompetitionState } from '../competition/state';
import { heatsFor } from '../competition/renumber-rounds';
import { unapprovedReason } from './approval-before-posting';
import { decidedOutcome } from './chairman';
import { holdOnPosting } from '../floor/held-finals';
import { roundHeadHash } from './mark-chain';
import type { FinalOutcome, PrelimOutcome } from './round-outcome';

/** A copy, so the saved result holds plain data and not the skating library's objects. */
const numeric = (places: Readonly<Record<string, number>>): Record<string, number> => ({
  ...places,
});

function finalTableOf(outcome: FinalOutcome): FinalTable {
  const result = outcome.result!;
  return {
    dances: outcome.dances,
    dancePlaces: Object.fromEntries(
      outcome.dances.map((dance) => [dance, numeric(result.perDance[dance]?.places ?? {})]),
    ),
    totals: numeric(result.totals),
    explanations: Object.fromEntries(
      result.explanations.map((explanation) => [explanation.couple, explanation.sentence]),
    ),
  };
}

/** The event's final results: the finalists' places, then every earlier round's eliminated couples. */
function eventFinalResults(
  state: CompetitionState,
  eventName: string,
  finalPlaces: Record<string, number>,
): Record<string, number> {
  const results: Record<string, number> = {};
  const rounds = state.results[eventName]?.rounds ?? {};
  for (const [number, saved] of Object.entries(rounds)) {
    if (Number(number) > 1) {
      Object.assign(results, saved.placements);
    }
  }
  return { ...results, ...finalPlaces };
}

/** The recalled couples join the next round, in as many heats as the floor needs. */
function buildNextRound(
  state: CompetitionState,
  outcome: PrelimOutcome,
  advancing: readonly string[],
): DomainEvent[] {
  const { eventName, roundNumber } = outcome.round;
  const next = state.events[eventName]!.rounds[roundNumber - 1];
  if (!next) {
    return [];
  }
  const through = new Set(advancing.map(Number));
  const entries: Entry[] = Object.values(outcome.round.entries)
    .filter((entry) => through.has(entry.leadNumber))
    // Check-in is per round: a recalled couple checks in again for the next one; a heat a
    // couple was added to late was for that round only.
    .map(({ heat: _heat, ...entry }) => ({ ...entry, checkedIn: false }));
  const total = new Set([...Object.keys(next.entries), ...entries.map((e) => e.entryId)]).size;
  return [
    { type: 'EntriesAdded', eventName, entries, toEvent: false, roundNumbers: [next.roundNumber] },
    {
      type: 'RoundsUpdated',
      changes: [
        {
          eventName,
          roundNumber: next.roundNumber,
          fields: { numHeats: heatsFor(total) },
        },
      ],
    },
  ];
}

/**
 * Publishes a round (spec §3/§7 resultsSaved): a preliminary round saves
 * its recall totals and the places of the couples it eliminated, and the
 * recalled couples fill the next round; a final saves its places and final
 * table, and the event's final results. The round becomes Posted.
 */
export function postRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  context: DecideContext,
): Decision {
  const decided = decidedOutcome(state, eventName, roundNumber);
  if (!decided.ok) {
    return refuse(decided.error);
  }
  const { outcome } = decided;
  const unapproved = unapprovedReason(state.settings, outcome.round, outcome.scoring);
  if (unapproved) {
    return refuse(unapproved);
  }
  const moved = transition(outcome.round, { kind: 'post' });
  if (!moved.ok) {
    return refuse(moved.refusal);
  }
  const posted = moved.events;
  const postedAt = context.now();
  // The mark record the published sheet prints: the round's head hash pins every card behind it.
  const markHash = roundHeadHash(state, eventName, roundNumber);
  const record = markHash === '' ? {} : { markHash };
  if (outcome.kind === 'final') {
    const placements = numeric(outcome.result!.overall);
    const result: SavedRoundResult = {
      placements,
      finalTable: finalTableOf(outcome),
      postedAt,
      ...record,
    };
    return accept(
      {
        type: 'RoundPosted',
        eventName,
        roundNumber,
        result,
        finalResults: eventFinalResults(state, eventName, placements),
      },
      ...holdOnPosting(state, eventName, placements),
      ...posted,
    );
  }
  const advancing = outcome.advancing!;
  const result: SavedRoundResult = {
    placements: numeric(eliminatedPlaces(outcome.tally!, advancing)),
    sumRecalls: numeric(outcome.tally!.totals),
    recalled: advancing.map(Number),
    postedAt,
    ...record,
  };
  return accept(
    { type: 'RoundPosted', eventName, roundNumber, result },
    ...posted,
    ...buildNextRound(state, outcome, advancing),
  );
}
