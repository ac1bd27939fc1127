/** "1,234,567" from "1234567": digits grouped in thousands, as English writes them. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "1,500": a count with its thousands grouped. Not `toLocaleString`: a
 * phone's first use of `Intl` loads its locale data, a long task on a public
 * page (issue 27).
 */
export function formatCount(count: number): string {
  return groupThousands(String(count));
}
