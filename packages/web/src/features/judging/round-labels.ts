import { roundStates, type RoundState } from '@floorcraft/domain';

const names = Object.fromEntries(
  Object.entries(roundStates).map(([name, code]) => [code, name]),
) as Record<RoundState, string>;

/** A round's state as the judge reads it: "Running", "Marked: every card is in". */
export function roundStateLabel(state: RoundState): string {
  if (state === roundStates.Running) {
    return 'On the floor';
  }
  if (state === roundStates.Marked) {
    return 'Marked: every card is in';
  }
  return names[state] ?? String(state);
}

/**
 * A planned start (venue-local `YYYY-MM-DDTHH:mm`) for the judge: `14:30`,
 * or `Sat 10 Apr 14:30` when it is not on the same day as `today`
 * (`YYYY-MM-DD`). Read as UTC so the day never shifts with the tablet's zone.
 */
export function startLabel(localDateTime: string, today: string | undefined): string {
  if (localDateTime === '') {
    return 'Time not set';
  }
  const time = localDateTime.slice(11, 16);
  const day = localDateTime.slice(0, 10);
  if (today === undefined || day === today) {
    return time;
  }
  const date = new Date(`${day}T00:00:00Z`);
  const label = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${label.replace(',', '')} ${time}`;
}
