import type { CompetitionState } from '@floorcraft/domain';
import type { CompetitionRecord } from '../store/event-store';

/** A competition this process holds in memory: its store record and the fold of its log. */
export interface HostedCompetition {
  record: CompetitionRecord;
  state: CompetitionState;
  seq: number;
}

/** Hears of a hosted competition: newly hosted, or moved on to a new state. */
export type HostedListener = (competition: Readonly<HostedCompetition>) => void;

/**
 * The competitions this process hosts, by slug, with the operator's default.
 * Whoever keeps something per competition (the realtime channels) subscribes:
 * `hosted` when one is first held, `advanced` each time it moves on, both told
 * synchronously, before `advance` returns, so nothing sees a state the
 * listeners have not.
 */
export class HostedCompetitions {
  private readonly bySlug = new Map<string, HostedCompetition>();
  private readonly hostedListeners: HostedListener[] = [];
  private readonly advancedListeners: HostedListener[] = [];

  /** `defaultCompetition`: the operator's `DEFAULT_COMPETITION`, used once it is hosted. */
  constructor(private readonly defaultCompetition: string | undefined) {}

  /** Listens for every competition hosted from now on. */
  onHosted(listener: HostedListener): void {
    this.hostedListeners.push(listener);
  }

  /** Listens for every state a hosted competition moves to from now on. */
  onAdvanced(listener: HostedListener): void {
    this.advancedListeners.push(listener);
  }

  /** Starts holding a competition (loaded, created, or created by another process). */
  host(record: CompetitionRecord, state: CompetitionState, seq: number): HostedCompetition {
    const competition: HostedCompetition = { record, state, seq };
    this.bySlug.set(record.slug, competition);
    for (const listener of this.hostedListeners) {
      listener(competition);
    }
    return competition;
  }

  /** Moves a competition on to `state` at `seq`, hosting it first if it is new. */
  advance(record: CompetitionRecord, state: CompetitionState, seq: number): HostedCompetition {
    const competition = this.bySlug.get(record.slug) ?? this.host(record, state, seq);
    competition.state = state;
    competition.seq = seq;
    for (const listener of this.advancedListeners) {
      listener(competition);
    }
    return competition;
  }

  get(slug: string): HostedCompetition | undefined {
    return this.bySlug.get(slug);
  }

  has(slug: string): boolean {
    return this.bySlug.has(slug);
  }

  /** The hosted competition with this store id (a notice names the id, not the slug). */
  byId(competitionId: string): HostedCompetition | undefined {
    return [...this.bySlug.values()].find(({ record }) => record.id === competitionId);
  }

  /** Every competition hosted now. */
  hostedNow(): IterableIterator<HostedCompetition> {
    return this.bySlug.values();
  }

  /** A hosted competition by slug; undefined means the default competition. */
  current(slug: string | undefined): HostedCompetition | undefined {
    return this.bySlug.get(slug ?? this.defaultSlug() ?? '');
  }

  /** Whether the operator named the default competition and it is hosted (no index at `/` then). */
  hasOperatorDefault(): boolean {
    const named = this.defaultCompetition;
    return named !== undefined && this.bySlug.has(named);
  }

  /** Every hosted competition, default first (the operator's `DEFAULT_COMPETITION` if hosted). */
  list(): { slug: string; fullName: string; isDefault: boolean }[] {
    const operatorChoice = this.hasOperatorDefault();
    return [...this.bySlug.values()]
      .map(({ record, state }) => ({
        slug: record.slug,
        fullName: state.metadata.fullName,
        isDefault: operatorChoice ? record.slug === this.defaultCompetition : record.isDefault,
      }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.slug.localeCompare(b.slug));
  }

  /** The slug of the competition served at the root routes. */
  defaultSlug(): string | undefined {
    return this.list().find((competition) => competition.isDefault)?.slug ?? this.list()[0]?.slug;
  }

  /** The current state of a hosted competition, for requests that read more than a view. */
  stateOf(slug: string): CompetitionState | undefined {
    return this.bySlug.get(slug)?.state;
  }

  isEmpty(): boolean {
    return this.bySlug.size === 0;
  }
}
