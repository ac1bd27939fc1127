import type { RoundOutcome } from '@floorcraft/domain';
import type { CardsTable } from '../../widgets/result-tables';

type MarksRow = CardsTable['rows'][number];

/**
 * The full marks of a round, one table per dance: couples down, judges
 * across, an X for every recall (or each judge's place in a final), so the
 * scrutineer can check every card against the paper.
 */
export function marksGrid(outcome: RoundOutcome): CardsTable[] {
  const final = outcome.kind === 'final';
  const couples = outcome.couples.map(Number);
  return outcome.dances.map((dance) => {
    const cardsOf = outcome.panel.map((judge) => outcome.marks[judge.key]?.[dance]);
    const rows = couples.map((couple): MarksRow => {
      const marks = cardsOf.map((card) => {
        const at = card?.indexOf(couple) ?? -1;
        if (at < 0) {
          return '';
        }
        return final ? String(at + 1) : 'X';
      });
      return {
        couple,
        marks,
        ...(!final && { total: marks.filter((mark) => mark === 'X').length }),
      };
    });
    return {
      dance,
      judges: outcome.panel.map((judge, index) => ({
        judge,
        hasCard: cardsOf[index] !== undefined,
      })),
      rows,
    };
  });
}
