import type { CompetitionState, Round } from '@floorcraft/domain';
import type { ComponentType } from 'react';
import type { Orientation, Paper } from '../../../components/print';

export type { Paper };

/** What every kind of sheet is drawn from. */
export interface PrintKindProps {
  /** The staff view (posted marks only), live. */
  view: CompetitionState;
  /** The chosen rounds in schedule order; empty for kinds that ignore rounds. */
  rounds: Round[];
  paper: Paper;
}

/**
 * One kind of printed sheet: its URL segment (`/print-sheets/<id>`), the
 * title the picker and the page show, whether it prints chosen rounds (the
 * picker then asks for one round, a session or a day) and what it renders:
 * `Sheet` elements (components/print), one per printed page or run of pages.
 * The print frame adds the toolbar, the paper size and the `@page` rule.
 */
export interface PrintKind {
  id: string;
  title: string;
  /** One line under the title on the picker. */
  description?: string;
  usesRounds: boolean;
  /** Portrait unless said (back numbers print across the page). */
  orientation?: Orientation;
  Sheets: ComponentType<PrintKindProps>;
}
