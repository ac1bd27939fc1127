import type { EventMarks, EventResults, SavedRoundResult } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { revealedCouples } from '../floor/held-finals';
import type { FloorState, HeldFinal } from '../floor/state';

interface Hidden {
  results: CompetitionState['results'];
  marks: CompetitionState['marks'];
  shown: { results: CompetitionState['results']; marks: CompetitionState['marks'] };
}

const cache = new WeakMap<FloorState['heldFinals'], Hidden>();

function onlyCouples(places: Record<string, number>, kept: (number: string) => boolean) {
  return Object.fromEntries(Object.entries(places).filter(([number]) => kept(number)));
}

/** An event's results with the held final's places not yet revealed taken out, and its table. */
function heldResults(saved: EventResults, final: SavedRoundResult, held: HeldFinal): EventResults {
  const out = revealedCouples(final.placements, held.revealed);
  const finalists = new Set(Object.keys(final.placements));
  // The final table and every dance's places would give the order away: none until released.
  const { finalTable: _table, placements, ...rest } = final;
  const shownFinal = { ...rest, placements: onlyCouples(placements, (n) => out.has(Number(n))) };
  return {
    ...saved,
    rounds: { ...saved.rounds, 1: shownFinal },
    // Couples out in an earlier round keep their place; a finalist's waits for the reveal.
    ...(saved.finalResults && {
      finalResults: onlyCouples(saved.finalResults, (n) => !finalists.has(n) || out.has(Number(n))),
    }),
  };
}

/** An event's marks without the held final's cards, from which its places could be worked out. */
function heldMarks(marks: EventMarks): EventMarks {
  const { 1: _final, ...rounds } = marks.rounds;
  const scoring = marks.scoring && (({ 1: _scoring, ...rest }) => rest)(marks.scoring);
  return { ...marks, rounds, ...(scoring && { scoring }) };
}

/**
 * The state with the held finals' places out of it (issue 25 item 12, ADR
 * 029): for each final in `floor.heldFinals`, only the couples the big screen
 * has revealed keep a place (in the round and the event's results); the final
 * table and the final's marks go until every place is out. A row rule like
 * `withPostedMarksOnly`, for the public view: staff see the whole final.
 * Memoised on the held finals, results and marks, so views keep identity.
 */
export function withHeldFinalsHidden(state: CompetitionState): CompetitionState {
  const held = state.floor.heldFinals;
  if (Object.keys(held).length === 0) {
    return state;
  }
  const cached = cache.get(held);
  if (cached && cached.results === state.results && cached.marks === state.marks) {
    return { ...state, ...cached.shown };
  }
  const results = { ...state.results };
  const marks = { ...state.marks };
  for (const [eventName, heldFinal] of Object.entries(held)) {
    const saved = results[eventName];
    const final = saved?.rounds[1];
    if (saved && final) {
      results[eventName] = heldResults(saved, final, heldFinal);
    }
    const eventMarks = marks[eventName];
    if (eventMarks) {
      marks[eventName] = heldMarks(eventMarks);
    }
  }
  const shown = { results, marks };
  cache.set(held, { results: state.results, marks: state.marks, shown });
  return { ...state, ...shown };
}
