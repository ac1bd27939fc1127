import { zoneOffsetMinutes, type EstimateClock } from '@floorcraft/domain';

/**
 * The moment the dashboard reads the day at, from the minute clock, on the
 * competition's clock (ADR 027), not the browser's.
 */
export function venueClock(nowMs: number, timeZone: string): EstimateClock {
  return {
    now: new Date(nowMs).toISOString(),
    utcOffsetMinutes: zoneOffsetMinutes(timeZone, nowMs),
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

/** "Sat 10 Apr" of a venue-local `YYYY-MM-DD`. */
export const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
