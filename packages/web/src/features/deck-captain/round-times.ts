import { scheduleEstimate, type CompetitionState } from '@floorcraft/domain';
import { useMemo } from 'react';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { plannedTimeLabel, spansDays } from '../../lib/planned-time';

/** A round's start as the deck captain reads it: "Planned 10:12 · now about 10:31". */
export function timesText(planned: string, expected: string | undefined): string {
  if (planned === '') {
    return 'No planned time';
  }
  return expected === undefined
    ? `Planned ${planned}`
    : `Planned ${planned} · now about ${expected}`;
}

/**
 * Each scheduled round's planned start and, when the day runs off its plan,
 * the start the domain's `scheduleEstimate` now expects (re-read each
 * minute), by round id, worded for the screen.
 */
export function useRoundTimes(
  view: Pick<CompetitionState, 'events' | 'metadata'> | undefined,
): ReadonlyMap<string, string> {
  const now = useMinuteClock();
  return useMemo(() => {
    if (!view) {
      return new Map();
    }
    const estimate = scheduleEstimate(view, {
      now: new Date(now).toISOString(),
      // The phone is at the venue: its clock's offset from UTC is the venue's.
      utcOffsetMinutes: -new Date(now).getTimezoneOffset(),
    });
    const timings = Object.values(estimate.rounds);
    const withDay = spansDays(
      view.metadata,
      timings.map((timing) => timing.planned),
    );
    return new Map(
      timings.map((timing) => {
        const expected =
          timing.estimated !== undefined && timing.estimated !== timing.planned
            ? plannedTimeLabel(
                timing.estimated,
                withDay && timing.estimated.slice(0, 10) !== timing.planned.slice(0, 10),
              )
            : undefined;
        return [timing.roundId, timesText(plannedTimeLabel(timing.planned, withDay), expected)];
      }),
    );
  }, [view, now]);
}
