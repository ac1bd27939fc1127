import { competitionTimeZone } from '@floorcraft/domain';
import { useCompetitionFrame } from './use-competition-frame';

/**
 * The IANA zone of the route's competition (UTC until its owner sets one,
 * or while it loads): every time on screen is shown in it (ADR 027), never
 * in the browser's own zone.
 */
export function useCompetitionZone(): string {
  return competitionTimeZone(useCompetitionFrame()?.metadata ?? {});
}
