import { numbersInUse, type CompetitionState } from '@floorcraft/domain';

/** One back number: the number a lead wears and their name. */
export interface BackNumber {
  number: number;
  leadName: string;
}

/** Every lead's number in ascending order (placeholders have none to print). */
export function backNumbers(view: Pick<CompetitionState, 'events' | 'competitors'>): BackNumber[] {
  return [...numbersInUse(view.events)]
    .sort(([a], [b]) => a - b)
    .map(([number, leadId]) => ({ number, leadName: view.competitors[leadId]?.name ?? '' }));
}

/** What a back number page holds above and below the number, in millimetres (names, gaps). */
export const TEXT_ROOM_MM = 36;
/**
 * A bold digit's advance width as a share of the font size, the widest of
 * the fonts a printer's browser may fall back to (Arial 0.56, DejaVu Sans
 * Bold 0.70), with a little to spare.
 */
export const DIGIT_WIDTH_EM = 0.72;

/**
 * The font size (mm, line height 1) that makes a number as large as the
 * printable area allows: as tall as the page leaves after the names, and
 * no wider than the page for its digits.
 */
export function numberFontMm(number: number, box: { width: number; height: number }): number {
  const digits = String(number).length;
  return Math.floor(Math.min(box.height - TEXT_ROOM_MM, box.width / (digits * DIGIT_WIDTH_EM)));
}
