import { scheduleEstimate, type EstimateClock, type ScheduleEstimate } from '@floorcraft/domain';
import { useMemo } from 'react';
import { useMinuteClock } from './use-minute-clock';

/**
 * The clock an estimate is made with, new each minute: now, and the venue's
 * offset from UTC. The screen is at the venue (a phone, a tablet, the big
 * screen), so its own offset is the venue's.
 */
export function useEstimateClock(): EstimateClock {
  const now = useMinuteClock();
  return useMemo(
    () => ({
      now: new Date(now).toISOString(),
      utcOffsetMinutes: -new Date(now).getTimezoneOffset(),
    }),
    [now],
  );
}

/**
 * The domain's schedule estimate of a live view (public or staff), re-read
 * every minute and whenever the view changes; undefined while it loads.
 */
export function useScheduleEstimate(
  view: Parameters<typeof scheduleEstimate>[0] | undefined,
): ScheduleEstimate | undefined {
  const clock = useEstimateClock();
  return useMemo(() => view && scheduleEstimate(view, clock), [view, clock]);
}
