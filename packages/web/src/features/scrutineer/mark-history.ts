import {
  panelOf,
  type CompetitionState,
  type MarkSource,
  type RoundOutcome,
} from '@floorcraft/domain';
import { actorName, type People } from '../../lib/actor-name';

export interface HistoryRow {
  at: string;
  judge: string;
  dance: string;
  couples: string;
  source: MarkSource;
  by: string;
  reason: string;
  /** The first card for this judge and dance; later rows amend it (the original stays). */
  original: boolean;
}

/**
 * Every change of the round's marks in the order it happened: when, which
 * judge and dance, the numbers, tablet or paper, by whom and why. A
 * correction is a new row; the card it replaced stays in the list.
 */
export function markHistory(
  outcome: RoundOutcome,
  state: CompetitionState,
  people: People,
): HistoryRow[] {
  const seen = new Set<string>();
  // A judge taken off the round's panel keeps their cards in the history, named all the same.
  const judges = [...outcome.panel, ...panelOf(state.metadata.officials)];
  return outcome.scoring.history.map((change) => {
    const judge = judges.find((candidate) => candidate.key === change.judgeKey);
    const key = `${change.judgeKey}\u0000${change.dance}`;
    const original = !seen.has(key);
    seen.add(key);
    return {
      at: change.at,
      judge: judge ? `${judge.letter} ${judge.name}` : change.judgeKey,
      dance: change.dance,
      couples: change.couples.join(', '),
      source: change.source,
      by: actorName(change.by, state, people),
      reason: change.reason ?? '',
      original,
    };
  });
}
