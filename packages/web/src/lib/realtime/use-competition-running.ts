import { competitionTimeZone, isCompetitionRunning, zoneOffsetMinutes } from '@floorcraft/domain';
import { useMemo } from 'react';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { useCompetitionFrame } from './use-competition-frame';

/**
 * Whether the route's competition is running now (the domain's
 * `isCompetitionRunning`), live: it changes the moment a round starts or is
 * posted, and on the minute as the day moves on. The day is the
 * competition's, in its zone (ADR 027), wherever the browser is.
 */
export function useCompetitionRunning(): boolean {
  const competition = useCompetitionFrame();
  const now = useMinuteClock();
  return useMemo(
    () =>
      competition !== undefined &&
      isCompetitionRunning(competition, {
        now: new Date(now).toISOString(),
        utcOffsetMinutes: zoneOffsetMinutes(competitionTimeZone(competition.metadata), now),
      }),
    [competition, now],
  );
}
