import type { EstimateClock } from '@floorcraft/domain';

/**
 * The moment the dashboard reads the day at, from the minute clock. The
 * browser's offset from UTC stands for the venue's, as on the competitor's
 * page: staff who open the dashboard are at the venue.
 */
export function venueClock(nowMs: number): EstimateClock {
  return {
    now: new Date(nowMs).toISOString(),
    utcOffsetMinutes: -new Date(nowMs).getTimezoneOffset(),
  };
}

/** Minutes since the epoch of a venue-local `YYYY-MM-DDTHH:mm`, read as if UTC. */
export function localMinutesOf(localDateTime: string): number {
  return Date.parse(`${localDateTime}:00Z`) / 60_000;
}

/** The venue-local minutes of the clock's moment, on the same scale as `localMinutesOf`. */
export function clockMinutes(clock: EstimateClock): number {
  return Date.parse(clock.now) / 60_000 + clock.utcOffsetMinutes;
}

/** Venue-local `YYYY-MM-DD` of the clock's moment: the day the dashboard shows. */
export function clockDate(clock: EstimateClock): string {
  return new Date(clockMinutes(clock) * 60_000).toISOString().slice(0, 10);
}

/** "14:05" of a venue-local `YYYY-MM-DDTHH:mm`. */
export const timeOf = (localDateTime: string) => localDateTime.slice(11, 16);
