import { useMemo } from 'react';
import { contentBox, Sheet } from '../../../components/print';
import { backNumbers, numberFontMm } from './back-numbers-model';
import type { PrintKind, PrintKindProps } from './kind';
import classes from './back-numbers.module.css';

/** One large number per page, across the page, with the competition's name above it. */
function BackNumberSheets({ view, paper }: PrintKindProps) {
  const numbers = useMemo(() => backNumbers(view), [view]);
  const box = contentBox(paper, 'landscape');
  if (numbers.length === 0) {
    return (
      <Sheet>
        <p>No couple has a number yet.</p>
      </Sheet>
    );
  }
  return numbers.map(({ number, leadName }) => (
    <Sheet key={number} label={`Back number ${number}`}>
      {/* Just under a page tall, so rounding never spills a sliver onto a blank page. */}
      <div className={classes.page} style={{ height: `${box.height - 2}mm` }}>
        <p className={classes.competition}>{view.metadata.fullName}</p>
        <p className={classes.number} style={{ fontSize: `${numberFontMm(number, box)}mm` }}>
          {number}
        </p>
        <p className={classes.lead}>{leadName}</p>
      </div>
    </Sheet>
  ));
}

export const backNumbersKind: PrintKind = {
  id: 'back-numbers',
  title: 'Back numbers',
  description: "One large number per page for each lead, with the competition's name.",
  usesRounds: false,
  orientation: 'landscape',
  Sheets: BackNumberSheets,
};
