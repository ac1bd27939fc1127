import { verifyMarkChains, type LoggedEvent } from '@floorcraft/domain';
import type { EventStore } from '../store/event-store';

/** Thrown when a competition's mark record is broken; the CLI prints it and exits 1. */
export class MarkRecordBroken extends Error {}

/** Events are read in pages so a long log does not sit in memory twice. */
const PAGE_SIZE = 10_000;

async function wholeLog(store: EventStore, competitionId: string): Promise<LoggedEvent[]> {
  const log: LoggedEvent[] = [];
  for (;;) {
    const page = await store.readEvents(competitionId, log.at(-1)?.seq ?? 0, PAGE_SIZE);
    if (page.length === 0) {
      return log;
    }
    log.push(...page);
  }
}

/**
 * `verify --competition SLUG`: re-walks every round's mark record from the
 * log itself (never a snapshot, which could hide an edited event) and prints
 * what it checked, or throws the first break.
 */
export async function verifyMarks(
  store: EventStore,
  slug: string,
  print: (line: string) => void,
): Promise<void> {
  const record = (await store.listCompetitions()).find((competition) => competition.slug === slug);
  if (!record) {
    throw new MarkRecordBroken(`no competition "${slug}"`);
  }
  const report = verifyMarkChains(await wholeLog(store, record.id));
  report.unchained.forEach(print);
  if (report.break) {
    throw new MarkRecordBroken(`${slug}: mark record broken. ${report.break.sentence}`);
  }
  print(
    `${slug}: OK, ${report.chains} mark chain${report.chains === 1 ? '' : 's'}, ${report.changes} card change${report.changes === 1 ? '' : 's'} checked`,
  );
}
