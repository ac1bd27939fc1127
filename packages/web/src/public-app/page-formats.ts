import {
  competitionTimeZone,
  isFormPage,
  zoneOffsetSpans,
  type PublicPageView,
  type ZoneOffsetSpan,
} from '@floorcraft/domain';
import { moneyPattern } from '../lib/format-money';
import type { PublicPageData } from './page-data';

const DAY = 86_400_000;
/** How far either side of the page's clock the offsets reach: every deadline a page shows. */
const REACH = 400 * DAY;

/** The last day's spans per zone: working them out takes the server some milliseconds. */
const latest = new Map<string, { day: number; spans: readonly ZoneOffsetSpan[] }>();

/**
 * The competition zone's offsets for a page drawn at `now`, from more than a
 * year before to more than a year after.
 */
function zoneOffsetsAround(zone: string, now: string): readonly ZoneOffsetSpan[] {
  const day = Math.floor(Date.parse(now) / DAY) * DAY;
  const known = latest.get(zone);
  if (known?.day === day) {
    return known.spans;
  }
  const spans = zoneOffsetSpans(zone, day - REACH, day + REACH + DAY);
  latest.set(zone, { day, spans });
  return spans;
}

/** The currency of the fees a page shows (the two form pages), if any. */
function pageCurrency(view: PublicPageView): string | undefined {
  return isFormPage(view) ? view.fees?.currency : undefined;
}

/** What the browser needs to write a page's times and money without `Intl`. */
export type PageFormats = Pick<PublicPageData, 'zoneOffsets' | 'money'>;

/**
 * What the server tells the browser with a page so that it writes the
 * competition's clock and its fees without `Intl`: a phone's first
 * `Intl` format loads its locale data, one task of 50 ms and more on its
 * main thread (issue 27: total blocking time). The browser learns them
 * before it hydrates (learn-page-formats.ts).
 */
export function pageFormats(view: PublicPageView, now: string): PageFormats {
  const currency = pageCurrency(view);
  const money = currency === undefined ? undefined : moneyPattern(currency);
  return {
    zoneOffsets: zoneOffsetsAround(competitionTimeZone(view.frame.metadata), now),
    ...(money ? { money } : {}),
  };
}
