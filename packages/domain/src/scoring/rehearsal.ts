import type { Round } from '../competition/dance-event';
import { roundStateName } from '../competition/enumerations';
import { roundLabel } from '../competition/round-label';
import { isBeforeStart } from '../competition/round-lifecycle-states';
import type { EventSettings } from '../competition/settings';

/**
 * Why random marks may fill a round: the whole competition is marked as a
 * rehearsal in its settings, or this round has not started, so no judge
 * can have marked it for real yet.
 */
export type RehearsalGround = 'rehearsalCompetition' | 'notStarted';

export type RehearsalPermit =
  { ok: true; ground: RehearsalGround } | { ok: false; refusal: string };

/**
 * Whether `rehearseRound` may fill `round` with random marks (issue 14):
 * random marks count like real ones, so outside a rehearsal competition
 * they are kept to a round that is not running for real, meaning one still
 * waiting to be danced (Initialized or Empty: never started, or stepped
 * back to before its start). A round on the floor, marked, posted or
 * skipped is refused. The scrutineer screen asks the same to offer the fill.
 */
export function rehearsalPermit(
  settings: Pick<EventSettings, 'rehearsal'>,
  round: Round,
): RehearsalPermit {
  // `=== true`: a snapshot written before the setting existed has no value, read as off.
  if (settings.rehearsal === true) {
    return { ok: true, ground: 'rehearsalCompetition' };
  }
  if (isBeforeStart(round.roundState)) {
    return { ok: true, ground: 'notStarted' };
  }
  return {
    ok: false,
    refusal: `random marks would count as real ones in ${roundLabel(round)} (${roundStateName(round.roundState)}): they fill only a round that has not started, unless the settings mark the competition as a rehearsal`,
  };
}
