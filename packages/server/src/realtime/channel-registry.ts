import { publicPageOf, viewFor, type Audience, type CompetitionState } from '@floorcraft/domain';
import type { HostedCompetition, HostedListener } from '../competitions/hosted-competitions';
import { ViewChannel, type ChannelTuning } from './view-channel';

/** What the registry follows: the hosted competitions and each state they move to. */
export interface HostedFeed {
  onHosted(listener: HostedListener): void;
  onAdvanced(listener: HostedListener): void;
  /** Every competition hosted now. */
  hostedNow(): Iterable<Readonly<HostedCompetition>>;
  /** A hosted competition by slug; undefined means the default competition. */
  current(slug: string | undefined): Readonly<HostedCompetition> | undefined;
}

export interface ChannelRegistryOptions {
  /** The store's epoch, read once at start: a restore is done with the server stopped. */
  epoch: string;
  /** Coalescing and fan-out settings of every view channel (tests shorten the window). */
  tuning?: Partial<ChannelTuning>;
}

/** Audiences whose channel is made when its first watcher arrives, not for every competition. */
const ON_DEMAND_AUDIENCES = new Set<Audience>(['judge', 'registrar', 'desk', 'frame', 'page']);

/** Audiences every hosted competition has a channel for from the start. */
const EAGER_AUDIENCES = ['public', 'staff', 'scoring'] as const;

/**
 * Every competition's view channels, by audience: the realtime side of the
 * host. It subscribes to the host rather than the host building sockets'
 * channels, so `competitions/` knows nothing of `realtime/`. Each new state
 * is published to every channel of its competition as the host advances.
 */
export class ChannelRegistry {
  /** By slug, then by audience; a judge's channel by `judge:{key}`, a page's by `page:{path}`. */
  private readonly bySlug = new Map<string, Map<string, ViewChannel>>();

  private constructor(
    private readonly feed: HostedFeed,
    private readonly options: ChannelRegistryOptions,
  ) {}

  /** Makes the channels of every competition hosted now and follows the host from here on. */
  static attach(feed: HostedFeed, options: ChannelRegistryOptions): ChannelRegistry {
    const registry = new ChannelRegistry(feed, options);
    for (const competition of feed.hostedNow()) {
      registry.hosted(competition);
    }
    feed.onHosted((competition) => registry.hosted(competition));
    feed.onAdvanced((competition) => registry.advanced(competition));
    return registry;
  }

  /**
   * The channel a client subscribes to; `slug` undefined means the default
   * competition. Two audiences are one of many, named by `key`: the judge
   * audience needs the judge's key (from the tablet's binding), the page
   * audience the page's path, which must be a server-rendered page (so a
   * client cannot make channels without end). Undefined without them.
   * Every audience but the public, staff and scoring ones is made when first
   * asked for: most competitions never need them, and a channel computes its
   * view on every change.
   */
  channel(slug: string | undefined, audience: Audience, key?: string): ViewChannel | undefined {
    const competition = this.feed.current(slug);
    const channels = competition && this.bySlug.get(competition.record.slug);
    if (!competition || !channels) {
      return undefined;
    }
    if (!ON_DEMAND_AUDIENCES.has(audience)) {
      return channels.get(audience);
    }
    const oneOf = oneOfKey(audience, key, competition.state);
    if (oneOf === null) {
      return undefined;
    }
    const name = oneOf === undefined ? audience : `${audience}:${oneOf}`;
    let channel = channels.get(name);
    if (!channel) {
      channel = new ViewChannel(
        competition.record.slug,
        audience,
        competition.state,
        competition.seq,
        { epoch: this.options.epoch, key: oneOf, tuning: this.options.tuning },
      );
      channels.set(name, channel);
    }
    return channel;
  }

  private hosted({ record, state, seq }: Readonly<HostedCompetition>): void {
    const channels = new Map<string, ViewChannel>();
    for (const audience of EAGER_AUDIENCES) {
      channels.set(
        audience,
        new ViewChannel(record.slug, audience, state, seq, {
          epoch: this.options.epoch,
          tuning: this.options.tuning,
        }),
      );
    }
    this.bySlug.set(record.slug, channels);
  }

  private advanced({ record, state, seq }: Readonly<HostedCompetition>): void {
    for (const channel of this.bySlug.get(record.slug)?.values() ?? []) {
      channel.publish(state, seq);
    }
  }
}

/**
 * The key naming one channel of `audience`: the judge's key, the page's path
 * written the one way (`publicPageOf`); undefined for an audience of one
 * channel; null when it is missing or names no page of this competition (an
 * event or couple it does not have), so a client cannot make channels without end.
 */
function oneOfKey(
  audience: Audience,
  key: string | undefined,
  state: CompetitionState,
): string | undefined | null {
  switch (audience) {
    case 'judge':
      return key ?? null;
    case 'page': {
      const path = key === undefined ? undefined : pageChannelPath(key);
      return path !== undefined && viewFor(state, 'page', path).page !== 'unknown' ? path : null;
    }
    default:
      return undefined;
  }
}

/**
 * The path naming a server-rendered page's channel (`/rules/` is `/rules`),
 * or undefined when `path` is no such page: how a page is subscribed, named
 * on every message and left.
 */
export function pageChannelPath(path: string): string | undefined {
  return publicPageOf(path)?.path;
}
