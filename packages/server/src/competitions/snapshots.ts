import { STATE_FORMAT } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStore } from '../store/event-store';
import { shouldSnapshot } from '../store/load-state';
import type { HostedCompetition } from './hosted-competitions';
import type { KeyedQueue } from './keyed-queue';

export interface SnapshotOptions {
  /** A snapshot is taken once this many events were appended since the last one. */
  snapshotEvery: number;
  logger: FastifyBaseLogger;
}

/** Where a competition's snapshots stand. */
interface SnapshotMark {
  lastSnapshotSeq: number;
  queued?: boolean;
}

/**
 * Saves each competition's state now and then, so a start replays only the
 * events after it. Snapshots run off the acknowledgement's path, queued
 * behind the competition's commands, so one never interleaves with an append.
 */
export class Snapshots {
  private readonly marks = new Map<string, SnapshotMark>();

  constructor(
    private readonly store: EventStore,
    /** The host's queue: one task per competition at a time. */
    private readonly queue: KeyedQueue,
    private readonly options: SnapshotOptions,
  ) {}

  /** A competition loaded from the store, whose newest snapshot is at `lastSnapshotSeq`. */
  loaded(slug: string, lastSnapshotSeq: number): void {
    this.marks.set(slug, { lastSnapshotSeq });
  }

  /** A competition moved on: queues a snapshot when enough events were appended since the last. */
  advanced(competition: HostedCompetition): void {
    const slug = competition.record.slug;
    const mark = this.markOf(slug);
    if (
      mark.queued ||
      !shouldSnapshot(competition.seq, mark.lastSnapshotSeq, this.options.snapshotEvery)
    ) {
      return;
    }
    // Not on the acknowledgement's path: serialising a large state takes a while. Queued
    // behind the competition's commands, so it never interleaves with an append.
    mark.queued = true;
    void this.queue
      .run(slug, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await this.save(competition);
      })
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, competition: slug }, 'snapshot failed'),
      )
      .finally(() => {
        mark.queued = false;
      });
  }

  /** Snapshots every competition that changed since its last snapshot (at shutdown, queue drained). */
  async flush(competitions: Iterable<HostedCompetition>): Promise<void> {
    for (const competition of competitions) {
      if (competition.seq > this.markOf(competition.record.slug).lastSnapshotSeq) {
        await this.save(competition);
      }
    }
  }

  /** A competition's mark; one created (hosted without loading) has no snapshot yet. */
  private markOf(slug: string): SnapshotMark {
    let mark = this.marks.get(slug);
    if (!mark) {
      mark = { lastSnapshotSeq: 0 };
      this.marks.set(slug, mark);
    }
    return mark;
  }

  /** Saves the competition's state as it is when the save begins. */
  private async save(competition: HostedCompetition): Promise<void> {
    const { seq, state } = competition;
    await this.store.saveSnapshot(competition.record.id, { seq, format: STATE_FORMAT, state });
    this.markOf(competition.record.slug).lastSnapshotSeq = seq;
  }
}
