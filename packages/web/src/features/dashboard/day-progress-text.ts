import type { DayProgress } from '@floorcraft/domain';
import { dayName } from './venue-time';

/** "12 min behind", "3 min ahead", "on schedule"; "not started yet" before the day's first round. */
function paceText(delayMinutes: number | undefined): string {
  if (delayMinutes === undefined) {
    return 'not started yet';
  }
  if (delayMinutes > 0) {
    return `${delayMinutes} min behind`;
  }
  return delayMinutes < 0 ? `${-delayMinutes} min ahead` : 'on schedule';
}

/**
 * The dashboard's line for the day being danced (the domain's `dayProgress`): "14 of 38 rounds
 * posted, 12 min behind", naming the plan's day when it is danced on another date.
 */
export function dayProgressText(progress: DayProgress | undefined): string {
  if (!progress) {
    return 'No rounds planned or started today.';
  }
  const { plannedDate, dancedOn, posted, total, delayMinutes } = progress;
  const moved =
    plannedDate === dancedOn ? '' : ` (the plan’s ${dayName(plannedDate)}, danced today)`;
  return `${posted} of ${total} rounds posted, ${paceText(delayMinutes)}${moved}`;
}
