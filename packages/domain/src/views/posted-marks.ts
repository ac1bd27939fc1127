import type { DanceEvent, EventMarks, Round, RoundMarks } from '../competition/dance-event';
import { isPosted } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';

const cache = new WeakMap<
  CompetitionState['marks'],
  { events: CompetitionState['events']; posted: Record<string, EventMarks> }
>();

/** The cards of the round's panel: a judge taken off it keeps their cards in the record only. */
function panelCards(round: Round, marks: RoundMarks): RoundMarks {
  const panel = round.panel;
  return panel
    ? Object.fromEntries(Object.entries(marks).filter(([judgeKey]) => panel.includes(judgeKey)))
    : marks;
}

function postedOf(event: DanceEvent | undefined, marks: EventMarks): EventMarks | undefined {
  if (!event) {
    return undefined;
  }
  const rounds = Object.fromEntries(
    Object.entries(marks.rounds).flatMap(([number, roundMarks]) => {
      const round = event.rounds[Number(number)];
      return round !== undefined && isPosted(round.roundState)
        ? [[number, panelCards(round, roundMarks)]]
        : [];
    }),
  );
  return Object.keys(rounds).length > 0 ? { rounds } : undefined;
}

/**
 * The marks of posted rounds only, without the scoring history: what may be
 * shown outside the chairman's and scrutineer's screens. Unposted marks never
 * leave the server for any other audience. Memoised on the marks and events,
 * so an unrelated change (a check-in) re-uses the same object.
 */
export function postedMarks(state: CompetitionState): Record<string, EventMarks> {
  const cached = cache.get(state.marks);
  if (cached && cached.events === state.events) {
    return cached.posted;
  }
  const posted: Record<string, EventMarks> = {};
  for (const [eventName, marks] of Object.entries(state.marks)) {
    const shown = postedOf(state.events[eventName], marks);
    if (shown) {
      posted[eventName] = shown;
    }
  }
  cache.set(state.marks, { events: state.events, posted });
  return posted;
}

/**
 * The state with the marks of posted rounds only: the rows of marks the
 * public and staff may receive, before their columns are picked.
 */
export function withPostedMarksOnly(state: CompetitionState): CompetitionState {
  return { ...state, marks: postedMarks(state) };
}
