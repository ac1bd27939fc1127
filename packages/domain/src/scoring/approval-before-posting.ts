import type { Round, RoundScoring } from '../competition/dance-event';
import type { EventSettings } from '../competition/settings';

/**
 * Why a round may not be posted yet under the setting approvalBeforePosting:
 * the chairman has not approved it. Undefined when it is approved or the
 * setting is off (then the scrutineer's screen only warns). Read by
 * `postRound` and by the scrutineer's screen, so both say the same.
 */
export function unapprovedReason(
  settings: Pick<EventSettings, 'approvalBeforePosting'>,
  round: Pick<Round, 'eventName' | 'roundName'>,
  scoring: Pick<RoundScoring, 'approvedAt'>,
): string | undefined {
  // A state folded before the setting existed has none: on, its default.
  if (settings.approvalBeforePosting === false || scoring.approvedAt) {
    return undefined;
  }
  return `the chairman has not approved the ${round.roundName} of "${round.eventName}": approve it on the chairman’s screen, or turn off approval before posting in the settings`;
}
