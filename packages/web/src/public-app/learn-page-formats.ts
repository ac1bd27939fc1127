import { competitionTimeZone, learnZoneOffsets } from '@floorcraft/domain';
import { learnMoneyPattern } from '../lib/money-pattern';
import type { PublicPageData } from './page-data';

/**
 * Learns the formats the page came with (page-formats.ts, on the server), so
 * that hydrating writes its times and fees without loading the phone's
 * locale data. A module of its own: the page's script must not take the
 * server's half, which imports the forms' chunk.
 */
export function learnPageFormats(data: PublicPageData): void {
  if (data.zoneOffsets) {
    learnZoneOffsets(competitionTimeZone(data.view.frame.metadata), data.zoneOffsets);
  }
  if (data.money) {
    learnMoneyPattern(data.money);
  }
}
