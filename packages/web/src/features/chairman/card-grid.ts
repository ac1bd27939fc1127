import type { PanelJudge, RoundOutcome } from '@floorcraft/domain';

/** Where one judge's card for one dance stands. */
export type CardStatus = 'submitted' | 'waiting' | 'reopened';

export interface GridCell {
  dance: string;
  status: CardStatus;
  /** The last change of this card was keyed from the judge's paper sheet. */
  paper: boolean;
}

export interface GridRow {
  judge: PanelJudge;
  cells: GridCell[];
  /** Why the chairman reopened this judge's card, while it is reopened. */
  reopenedReason?: string;
  /** Every dance of this judge is in (and not reopened). */
  complete: boolean;
}

export interface CardGrid {
  dances: string[];
  rows: GridRow[];
  /** Cards in, of all judge × dance cards. */
  submitted: number;
  total: number;
}

/**
 * The chairman's judge × dance grid of a round: who has submitted, who is
 * awaited, whose card was reopened, and which cards came from paper.
 */
export function cardGrid(outcome: RoundOutcome): CardGrid {
  const { panel, dances, marks, scoring } = outcome;
  const lastSource = new Map<string, string>();
  for (const change of scoring.history) {
    lastSource.set(`${change.judgeKey}\u0000${change.dance}`, change.source);
  }
  const rows = panel.map((judge): GridRow => {
    const reopened = scoring.reopened[judge.key];
    const cells = dances.map((dance): GridCell => {
      const card = marks[judge.key]?.[dance];
      const status: CardStatus = reopened ? 'reopened' : card ? 'submitted' : 'waiting';
      return {
        dance,
        status,
        paper: card !== undefined && lastSource.get(`${judge.key}\u0000${dance}`) === 'paper',
      };
    });
    return {
      judge,
      cells,
      ...(reopened && { reopenedReason: reopened.reason }),
      complete: cells.every((cell) => cell.status === 'submitted'),
    };
  });
  const submitted = rows.flatMap((row) => row.cells).filter((c) => c.status === 'submitted');
  return { dances, rows, submitted: submitted.length, total: panel.length * dances.length };
}
