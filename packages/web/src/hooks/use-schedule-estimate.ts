import {
  competitionTimeZone,
  scheduleEstimate,
  zoneOffsetMinutes,
  type EstimateClock,
  type ScheduleEstimate,
} from '@floorcraft/domain';
import { useMemo } from 'react';
import { useMinuteClock } from './use-minute-clock';

/**
 * The clock an estimate is made with, new each minute: now, and the offset
 * from UTC of the competition's zone at that moment (ADR 027). Never the
 * screen's own offset: a phone from abroad or a laptop left on another zone
 * must show the venue's times.
 */
export function useEstimateClock(timeZone: string): EstimateClock {
  const now = useMinuteClock();
  return useMemo(
    () => ({
      now: new Date(now).toISOString(),
      utcOffsetMinutes: zoneOffsetMinutes(timeZone, now),
    }),
    [now, timeZone],
  );
}

/**
 * The domain's schedule estimate of a live view (public or staff), re-read
 * every minute and whenever the view changes; undefined while it loads.
 */
export function useScheduleEstimate(
  view: (Parameters<typeof scheduleEstimate>[0] & { metadata: { timeZone?: string } }) | undefined,
): ScheduleEstimate | undefined {
  const clock = useEstimateClock(competitionTimeZone(view?.metadata ?? {}));
  return useMemo(() => view && scheduleEstimate(view, clock), [view, clock]);
}
