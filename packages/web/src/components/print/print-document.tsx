import { Anchor, Button, SegmentedControl } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_MARGIN_MM, pageRule, paperSizes, type Orientation, type Paper } from './paper';
import classes from './print.module.css';

interface PrintDocumentProps {
  /** The page's one h1, shown in the toolbar (not printed). */
  title: string;
  paper: Paper;
  onPaperChange: (paper: Paper) => void;
  orientation?: Orientation;
  /** Where the toolbar's way back leads, and what it says. */
  back: { href: string; label: string };
  /** Other screens next to the way back (e.g. the list of every sheet). */
  links?: { href: string; label: string }[];
  /** Screen-only content between the toolbar and the sheets (choices, messages). */
  above?: ReactNode;
  /** The sheets: `Sheet` elements, one per printed page (or run of pages). */
  children?: ReactNode;
}

const paperChoices = (Object.keys(paperSizes) as Paper[]).map((paper) => ({
  value: paper,
  label: paperSizes[paper].label,
}));

/**
 * The frame of every printed document. On screen: a toolbar with the way
 * back to the admin area, the paper size and a Print button, then the sheets
 * drawn as paper of that size (what prints). In print: the sheets only, on
 * the chosen paper with the app's margins, black on white.
 */
export function PrintDocument({
  title,
  paper,
  onPaperChange,
  orientation = 'portrait',
  back,
  links = [],
  above,
  children,
}: PrintDocumentProps) {
  const size = paperSizes[paper];
  const [width, height] =
    orientation === 'portrait' ? [size.width, size.height] : [size.height, size.width];
  const pageVars = {
    '--print-page-width': `${width}mm`,
    '--print-page-height': `${height}mm`,
    '--print-page-margin': `${PAGE_MARGIN_MM}mm`,
  } as CSSProperties;
  return (
    <div className={classes.document} style={pageVars}>
      {/* The page size and margins the browser prints with; changes with the paper chosen. */}
      <style>{pageRule(paper, orientation)}</style>
      <div className={classes.toolbar}>
        <nav aria-label="Print" className={classes.toolbarLinks}>
          <Anchor component={Link} to={back.href}>
            ← {back.label}
          </Anchor>
          {links.map((link) => (
            <Anchor key={link.href} component={Link} to={link.href}>
              {link.label}
            </Anchor>
          ))}
        </nav>
        <h1 className={classes.toolbarTitle}>{title}</h1>
        <SegmentedControl
          aria-label="Paper size"
          data={paperChoices}
          value={paper}
          onChange={onPaperChange}
        />
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      {Boolean(above) && <div className={classes.above}>{above}</div>}
      <div className={classes.sheets}>{children}</div>
    </div>
  );
}

/** One sheet of paper: a new printed page starts with each. */
export function Sheet({ children, label }: { children?: ReactNode; label?: string }) {
  return (
    <section className={classes.sheet} aria-label={label}>
      {children}
    </section>
  );
}

/**
 * The print classes for a kind's content: `keepTogether` (never split
 * across pages), `pageBreakBefore`, `table` (ruled, header row repeated on
 * every page), `sheetTitle`, `sheetSubtitle`, `screenOnly`, and `sheet`.
 */
export const printClasses = classes;
