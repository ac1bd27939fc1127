import { FIRST_ROWS } from '@floorcraft/domain';

/**
 * The class of a long list's row by its place in the page: rows past those
 * the server draws (`FIRST_ROWS`) are not laid out until scrolled to
 * (`fc-line-later` in public-app.css), so the thousands of a big
 * competition cost a phone little, and the first rows are laid out once.
 */
export function lineClass(index: number, extra?: string): string {
  return ['fc-line', extra, index >= FIRST_ROWS ? 'fc-line-later' : undefined]
    .filter(Boolean)
    .join(' ');
}
