import type { CoupleImportPlan, CoupleInput } from '@floorcraft/domain';

/**
 * Couples per `importCouples` command. The server takes request bodies up to
 * 1 MB and a couple is about 300 bytes of JSON, so 500 leaves ample room
 * for long names; a file of 1,500 couples goes in three commands.
 */
export const IMPORT_BATCH_SIZE = 500;

export interface ImportBatch {
  couples: CoupleInput[];
  /** The file line of each couple, to name it if the server refuses the batch. */
  lines: number[];
}

/** The plan's couples in batches, each with the lines they came from. */
export function importBatches(plan: CoupleImportPlan, size = IMPORT_BATCH_SIZE): ImportBatch[] {
  const taken = plan.rows.filter((row) => row.couple);
  const batches: ImportBatch[] = [];
  for (let start = 0; start < taken.length; start += size) {
    const part = taken.slice(start, start + size);
    batches.push({ couples: part.map((row) => row.couple!), lines: part.map((row) => row.row) });
  }
  return batches;
}

/**
 * The server's refusal of a batch in the file's terms: it names "couple N"
 * (its place in the batch, or nothing for a batch of one); the user knows lines.
 */
export function refusalOnLine(message: string, batch: ImportBatch): string {
  const match = /^couple (\d+): /.exec(message);
  if (match) {
    const line = batch.lines[Number(match[1]) - 1];
    return line === undefined ? message : `line ${line}: ${message.slice(match[0].length)}`;
  }
  return batch.lines.length === 1 ? `line ${batch.lines[0]}: ${message}` : message;
}
