import type { ScheduleRow } from './schedule-rows';

const couplesText = (count: number) => (count === 1 ? '1 couple' : `${count} couples`);

/**
 * What Skip says it did (spec §4: skipping a round copies its entries to
 * the round after it in the dance, one number nearer the Final, and sets it
 * Skipped): "Skipped the Quarter-Final of Gold Standard: its 14 couples
 * moved to the Semi-Final".
 */
export function skipMessage(
  row: Pick<ScheduleRow, 'roundName' | 'eventName' | 'couples' | 'nextRoundName'>,
): string {
  const skipped = `Skipped the ${row.roundName} of ${row.eventName}`;
  return row.couples === 0
    ? `${skipped}: it had no couples yet, so none moved to the ${row.nextRoundName}`
    : `${skipped}: its ${couplesText(row.couples)} moved to the ${row.nextRoundName}`;
}
