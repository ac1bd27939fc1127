/** "1", "1–2", "1–3" …: the cumulative columns' headings. */
export const columnLabel = (column: number) => (column === 1 ? '1' : `1–${column}`);
