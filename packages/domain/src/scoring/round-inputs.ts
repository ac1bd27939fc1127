import type { DanceEvent, Round, RoundMarks } from '../competition/dance-event';
import { isPosted } from '../competition/round-lifecycle-states';
import type { Official } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import { roundPanel, type PanelJudge } from './panel';
import { dancingNumbers, isFinal, judgedDances } from './round-cards';
import { sheetJudges } from './sheet-judges';

/**
 * What a round's outcome is computed from: the events, the marks, the saved
 * results and the officials. The whole state has them, and so does the
 * public view (posted marks only, no scoring history), so the results pages
 * and the scrutineer compute a posted round's sheets from the same function.
 */
export type OutcomeSource = Pick<CompetitionState, 'events' | 'marks' | 'results'> & {
  metadata: { officials: Readonly<Record<string, Official>> };
};

/** Who marks a round, what is danced, who dances, and for a posted round its posted recall. */
export interface RoundInputs {
  panel: PanelJudge[];
  dances: string[];
  /** Competitor numbers, as the skating library's couple ids ("104"), ascending. */
  couples: string[];
  /** A posted preliminary round's recalled couples: the cut as it was posted. */
  recalled?: string[];
}

/** The numbers on the cards of these judges in these dances, ascending. */
function markedNumbers(panel: readonly PanelJudge[], dances: readonly string[], marks: RoundMarks) {
  return panel.flatMap((judge) => dances.flatMap((dance) => marks[judge.key]?.[dance] ?? []));
}

const ascending = (numbers: readonly number[]) =>
  [...new Set(numbers)].sort((a, b) => a - b).map(String);

/**
 * The inputs of a round's outcome. A round still being marked is marked by
 * its panel (`roundPanel`: the judges chosen for it, else every judge) and
 * danced by its entries. A posted round is read as it was posted, whatever
 * changed since and whichever view holds it: its judges are those of its
 * panel whose cards it holds (`sheetJudges`), a final's couples and dances those of its cards and its
 * saved final table, and a preliminary round's cut the posted recall (the
 * chairman's choice at a tie is in no public view).
 */
export function roundInputs(
  source: OutcomeSource,
  event: DanceEvent,
  round: Round,
  marks: RoundMarks,
): RoundInputs {
  const saved = source.results[event.name]?.rounds[round.roundNumber];
  if (!isPosted(round.roundState) || !saved) {
    return {
      panel: roundPanel(source, round),
      dances: judgedDances(event),
      couples: dancingNumbers(round).map(String),
    };
  }
  const panel = sheetJudges(source.metadata.officials, marks, round.panel);
  if (isFinal(round)) {
    const dances = saved.finalTable?.dances ?? judgedDances(event);
    return { panel, dances, couples: ascending(markedNumbers(panel, dances, marks)) };
  }
  const dances = judgedDances(event);
  // Couples nobody recalled are on no card: the round's entries name them.
  const couples = ascending([...dancingNumbers(round), ...markedNumbers(panel, dances, marks)]);
  return { panel, dances, couples, recalled: (saved.recalled ?? []).map(String) };
}
