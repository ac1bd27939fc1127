import { inlinedPart, publicPageOf, type PublicPageView } from '@floorcraft/domain';
import { compressFrame, type Encoding } from '../../realtime/compressed-frame';
import type { ViewChannel } from '../../realtime/view-channel';
import { pageDocument } from './page-document';
import type { PublicRenderer } from './public-renderer';

/** What serves pages needs of the server: which competition an address names, and its page channels. */
export interface PageSources {
  /** The slug the root routes serve, if any. */
  defaultSlug(): string | undefined;
  /** Whether `/` lists the competitions (several, none named the default): the app draws it. */
  rootListsCompetitions(): boolean;
  /** The page audience's channel of a competition; undefined for an unknown one. */
  pageChannel(slug: string, path: string): ViewChannel | undefined;
}

/** One page's document at one version and minute, with its compressed copies made on demand. */
interface CachedPage {
  key: string;
  html: string;
  compressed: Map<Encoding, Promise<Buffer>>;
}

/** A page to send: the document, compressed when the browser accepts it. */
export interface PageAnswer {
  /** 404 for a page of a competition that names nothing it has (an event it does not run). */
  status: 200 | 404;
  body: string | Buffer;
  encoding?: Encoding;
}

const COMPETITION_PREFIX = /^\/c\/([^/]+)(\/.*)?$/;

/**
 * Which server-rendered page an address is: the competition's slug as the
 * address names it (undefined at the root) and the page's path under it.
 */
function pageAddress(pathname: string): { routeSlug?: string; path: string } | undefined {
  const match = COMPETITION_PREFIX.exec(pathname);
  const routeSlug = match ? decodeURIComponent(match[1] ?? '') : undefined;
  const page = publicPageOf(match ? (match[2] ?? '/') : pathname);
  return page === undefined ? undefined : { routeSlug, path: page.path };
}

/**
 * Serves the public pages as HTML drawn on the server (ADR 044). Each page's
 * document is kept per competition, address, version and minute (what a page
 * shows can depend on the clock: registration opening, the day starting), so
 * a thousand phones opening a page between two changes cost one render and
 * one compression per encoding.
 */
export class RenderedPages {
  private readonly cache = new WeakMap<ViewChannel, Map<string, CachedPage>>();

  constructor(
    private readonly sources: PageSources,
    private readonly renderer: PublicRenderer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The page at `pathname`, or undefined when it is no server-rendered page of a competition. */
  async answer(pathname: string, encoding: Encoding | undefined): Promise<PageAnswer | undefined> {
    const address = pageAddress(pathname);
    if (
      address?.routeSlug === undefined &&
      address?.path === '/' &&
      this.sources.rootListsCompetitions()
    ) {
      return undefined;
    }
    const slug = address && (address.routeSlug ?? this.sources.defaultSlug());
    if (!address || slug === undefined) {
      return undefined;
    }
    const channel = this.sources.pageChannel(slug, address.path);
    if (channel) {
      return this.send(this.page(channel, address.routeSlug, address.path), 200, encoding);
    }
    // A page of the competition naming something it does not have: its home's frame says so.
    const home = this.sources.pageChannel(slug, '/');
    return home && this.send(this.notFound(home, address.routeSlug, address.path), 404, encoding);
  }

  private async send(
    page: CachedPage,
    status: PageAnswer['status'],
    encoding: Encoding | undefined,
  ): Promise<PageAnswer> {
    if (!encoding) {
      return { status, body: page.html };
    }
    let compressed = page.compressed.get(encoding);
    if (!compressed) {
      compressed = compressFrame(page.html, encoding);
      page.compressed.set(encoding, compressed);
    }
    return { status, body: await compressed, encoding };
  }

  /** The page that says there is no such page, drawn with the competition's frame; never kept. */
  private notFound(home: ViewChannel, routeSlug: string | undefined, path: string): CachedPage {
    const { frame } = home.currentView() as { frame: unknown };
    const html = this.draw({ page: 'unknown', frame }, home, routeSlug, path, this.minute());
    return { key: 'not found', html, compressed: new Map() };
  }

  /** The minute now: a page is kept, and drawn, for the minute it was asked in. */
  private minute(): number {
    return Math.floor(this.now().getTime() / 60_000);
  }

  private page(channel: ViewChannel, routeSlug: string | undefined, path: string): CachedPage {
    // The version the page last changed at: commands that leave it as it was (a judge's card)
    // keep its document, and the browser resuming from it is sent only what came after.
    const version = channel.lastChangedVersion;
    const minute = this.minute();
    const key = `${version}|${minute}`;
    const byAddress = this.cache.get(channel) ?? new Map<string, CachedPage>();
    this.cache.set(channel, byAddress);
    const address = routeSlug ?? '';
    const held = byAddress.get(address);
    if (held?.key === key) {
      return held;
    }
    const html = this.draw(channel.currentView(), channel, routeSlug, path, minute);
    const page: CachedPage = { key, html, compressed: new Map() };
    byAddress.set(address, page);
    return page;
  }

  private draw(
    view: unknown,
    channel: ViewChannel,
    routeSlug: string | undefined,
    path: string,
    minute: number,
  ): string {
    // A long list goes with its first rows only: the page takes the rest from its channel.
    const inlined = inlinedPart(view as PublicPageView);
    const rendered = this.renderer.render({
      view: inlined.view,
      whole: inlined.whole,
      version: channel.lastChangedVersion,
      epoch: channel.epoch,
      routeSlug,
      path,
      // The minute's start: every render within the minute draws the same page.
      now: new Date(minute * 60_000).toISOString(),
    });
    return pageDocument(rendered, this.renderer);
  }
}
