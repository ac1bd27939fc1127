import { apply, type CompetitionState } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CompetitionRecord, EventStore } from '../store/event-store';
import { loadCompetitionState } from '../store/load-state';
import type { HostedCompetitions } from './hosted-competitions';
import type { KeyedQueue } from './keyed-queue';

/** What following other processes needs of the host. */
export interface FollowDependencies {
  store: EventStore;
  /** The host's queue: a catch-up runs behind the competition's queued commands. */
  queue: KeyedQueue;
  hosted: HostedCompetitions;
  logger: FastifyBaseLogger;
  /** Moves a hosted competition on (its channels, its snapshots), hosting it if new. */
  advance: (record: CompetitionRecord, state: CompetitionState, seq: number) => void;
  /** Holds a competition loaded from the store, whose newest snapshot is at `lastSnapshotSeq`. */
  load: (
    record: CompetitionRecord,
    state: CompetitionState,
    seq: number,
    lastSnapshotSeq: number,
  ) => void;
}

/**
 * Keeps this process's competitions up with what other server processes
 * append to the shared log (PostgreSQL's notices, a resync after missed
 * ones), and folds what a lost append left behind for the pipeline.
 */
export class FollowAppends {
  /** Competitions whose read of other processes' appends is queued and not yet begun. */
  private readonly catchUpQueued = new Set<string>();
  /** The resync under way, and whether another was asked for while it ran. */
  private resyncing: Promise<void> | undefined;
  private resyncAgain = false;

  constructor(private readonly dependencies: FollowDependencies) {}

  /**
   * Another process (or this one: NOTIFY echoes) committed `seq` for a
   * competition: reads and folds what this process has not applied, behind
   * the competition's queued commands, so its sockets see it. A competition
   * this process does not know yet was created elsewhere: it is loaded.
   */
  noticeAppend(competitionId: string, seq: number): void {
    const competition = this.dependencies.hosted.byId(competitionId);
    if (!competition) {
      void this.resync();
      return;
    }
    const slug = competition.record.slug;
    if (seq <= competition.seq || this.catchUpQueued.has(slug)) {
      return;
    }
    this.catchUpQueued.add(slug);
    void this.dependencies.queue
      .run(slug, async () => {
        this.catchUpQueued.delete(slug);
        await this.catchUp(competition.record);
      })
      .catch((error: unknown) =>
        this.dependencies.logger.error(
          { err: error, competition: slug },
          'reading appends of another process failed',
        ),
      );
  }

  /**
   * After notices may have been missed (the listening connection dropped):
   * every competition reads its log past what it holds, and competitions
   * created meanwhile are loaded.
   */
  resync(): Promise<void> {
    if (this.resyncing) {
      this.resyncAgain = true;
      return this.resyncing;
    }
    this.resyncing = this.resyncOnce().finally(() => {
      this.resyncing = undefined;
      if (this.resyncAgain) {
        this.resyncAgain = false;
        void this.resync();
      }
    });
    return this.resyncing;
  }

  /**
   * Folds events another process appended, so the next attempt decides on
   * fresh state. Run inside the competition's queue.
   */
  async catchUp(record: CompetitionRecord): Promise<void> {
    const current = this.dependencies.hosted.get(record.slug);
    const events = await this.dependencies.store.readEvents(record.id, current?.seq ?? 0);
    let state = current?.state;
    for (const stored of events) {
      state = apply(state, stored.event);
    }
    const last = events.at(-1);
    if (state && last) {
      this.dependencies.advance(record, state, last.seq);
    }
  }

  private async resyncOnce(): Promise<void> {
    const { store, queue, hosted, logger } = this.dependencies;
    try {
      const records = await store.listCompetitions();
      await Promise.all(
        records.map((record) =>
          queue.run(record.slug, async () => {
            const held = hosted.get(record.slug);
            if (held) {
              held.record = { ...held.record, isDefault: record.isDefault };
              await this.catchUp(held.record);
              return;
            }
            const loaded = await loadCompetitionState(store, record.id);
            if (loaded.state && !hosted.has(record.slug)) {
              this.dependencies.load(
                record,
                loaded.state,
                loaded.seq,
                loaded.seq - loaded.eventsReplayed,
              );
              logger.info(
                { competition: record.slug, version: loaded.seq },
                'competition created by another process loaded',
              );
            }
          }),
        ),
      );
    } catch (error) {
      logger.error({ err: error }, 'catching up with other processes failed');
    }
  }
}
