import { isCompetitionRunning } from '@floorcraft/domain';
import { useMemo } from 'react';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { useCompetition } from './use-competition';

/**
 * Whether the route's competition is running now (the domain's
 * `isCompetitionRunning`), live: it changes the moment a round starts or is
 * posted, and on the minute as the day moves on. The browser's offset from
 * UTC stands for the venue's, as on the competitor's page: spectators who
 * follow live are, nearly always, in the venue's time zone.
 */
export function useCompetitionRunning(): boolean {
  const competition = useCompetition();
  const now = useMinuteClock();
  return useMemo(
    () =>
      competition !== undefined &&
      isCompetitionRunning(competition, {
        now: new Date(now).toISOString(),
        utcOffsetMinutes: -new Date(now).getTimezoneOffset(),
      }),
    [competition, now],
  );
}
