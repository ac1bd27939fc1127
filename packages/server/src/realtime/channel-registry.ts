import type { Audience } from '@floorcraft/domain';
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
const ON_DEMAND_AUDIENCES = new Set<Audience>(['judge', 'registrar', 'desk', 'frame']);

/** Audiences every hosted competition has a channel for from the start. */
const EAGER_AUDIENCES = ['public', 'staff', 'scoring'] as const;

/**
 * Every competition's view channels, by audience: the realtime side of the
 * host. It subscribes to the host rather than the host building sockets'
 * channels, so `competitions/` knows nothing of `realtime/`. Each new state
 * is published to every channel of its competition as the host advances.
 */
export class ChannelRegistry {
  /** By slug, then by audience; a judge's channel by `judge:{key}`. */
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
   * competition. The judge audience needs the judge's key (from the tablet's
   * binding): each judge has a channel of their own. The judge and registrar
   * channels are made when first asked for: most competitions never need
   * them, and a channel computes its view on every change.
   */
  channel(
    slug: string | undefined,
    audience: Audience,
    judgeKey?: string,
  ): ViewChannel | undefined {
    const competition = this.feed.current(slug);
    const channels = competition && this.bySlug.get(competition.record.slug);
    if (!competition || !channels) {
      return undefined;
    }
    if (!ON_DEMAND_AUDIENCES.has(audience)) {
      return channels.get(audience);
    }
    if (audience === 'judge' && judgeKey === undefined) {
      return undefined;
    }
    const key = audience === 'judge' ? `judge:${judgeKey}` : audience;
    let channel = channels.get(key);
    if (!channel) {
      channel = new ViewChannel(
        competition.record.slug,
        audience,
        competition.state,
        competition.seq,
        {
          epoch: this.options.epoch,
          judgeKey: audience === 'judge' ? judgeKey : undefined,
          tuning: this.options.tuning,
        },
      );
      channels.set(key, channel);
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
