import type { Round } from '../competition/dance-event';
import { roundStates } from '../competition/enumerations';
import { isBeforeStart } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';
import { isScheduleItem } from '../competition/schedule-items';

/**
 * The scheduled rounds still to come, in schedule order: those not started yet (ADR 020,
 * issue 25 item 12). A Lunch, Break or Awards item the MC never started is behind the floor
 * once a round after it has started, so `/live` and the MC's "Next" never keep a lunch that
 * is over; one the MC started or ended is not before its start and so not to come either.
 */
export function roundsToCome(events: CompetitionState['events']): Round[] {
  const day = scheduledRounds(events);
  const lastStarted = day.findLastIndex(
    (round) => !isBeforeStart(round.roundState) && round.roundState !== roundStates.Skipped,
  );
  return day.filter(
    (round, index) =>
      isBeforeStart(round.roundState) &&
      !(index < lastStarted && isScheduleItem(events[round.eventName]!)),
  );
}
