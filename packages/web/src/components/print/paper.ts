/** The paper sizes sheets are laid out for. */
export type Paper = 'a4' | 'letter';

/** A page's orientation: back numbers print across the page, everything else down it. */
export type Orientation = 'portrait' | 'landscape';

interface PaperSize {
  label: string;
  /** The `@page size` keyword. */
  css: string;
  /** Portrait width and height in millimetres. */
  width: number;
  height: number;
}

export const paperSizes: Record<Paper, PaperSize> = {
  a4: { label: 'A4', css: 'A4', width: 210, height: 297 },
  letter: { label: 'US Letter', css: 'letter', width: 215.9, height: 279.4 },
};

/** The page margin on every side, in millimetres: inside what every office printer reaches. */
export const PAGE_MARGIN_MM = 12;

/** Reads a `paper` query parameter; A4 unless it says Letter. */
export function paperFrom(value: string | null | undefined): Paper {
  return value === 'letter' ? 'letter' : 'a4';
}

/** The printable area of one page in millimetres (paper less the margins). */
export function contentBox(
  paper: Paper,
  orientation: Orientation = 'portrait',
): { width: number; height: number } {
  const size = paperSizes[paper];
  const [width, height] =
    orientation === 'portrait' ? [size.width, size.height] : [size.height, size.width];
  return { width: width - 2 * PAGE_MARGIN_MM, height: height - 2 * PAGE_MARGIN_MM };
}

/** The `@page` rule for a paper and orientation, printed with the sheets. */
export function pageRule(paper: Paper, orientation: Orientation = 'portrait'): string {
  return `@page { size: ${paperSizes[paper].css} ${orientation}; margin: ${PAGE_MARGIN_MM}mm; }`;
}
