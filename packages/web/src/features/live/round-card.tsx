import { roundStateName, type LiveRound } from '@floorcraft/domain';
import { plannedTimeLabel } from '../../lib/planned-time';
import { LevelIcon } from './level-icon';

export interface DisplayFlags {
  showScheduleIndex: boolean;
  showLevelIcons: boolean;
}

/** The round's name with its level icon and schedule index, as the flags ask. */
export function RoundLabel({ round, flags }: { round: LiveRound; flags: DisplayFlags }) {
  return (
    <span className="fc-live-label">
      {flags.showScheduleIndex && round.scheduleIndex > 0 && (
        <span className="fc-live-index">#{round.scheduleIndex}</span>
      )}
      {flags.showLevelIcons && round.level && <LevelIcon level={round.level} />}
      <span>{round.label}</span>
    </span>
  );
}

/** A round on the floor, or being scored: big, with its couples and heats. */
export function RoundCard({
  round,
  flags,
  onFloor,
  withDay,
}: {
  round: LiveRound;
  flags: DisplayFlags;
  onFloor: boolean;
  /** Times name their day: the competition spans more than one. */
  withDay: boolean;
}) {
  const time = plannedTimeLabel(round.planned, withDay);
  return (
    <li className={`fc-live-card ${onFloor ? 'fc-live-on-floor' : ''}`} data-round={round.roundId}>
      <h3 className="fc-live-card-title">
        <RoundLabel round={round} flags={flags} />
      </h3>
      <p className="fc-live-meta">
        {!round.item && `${round.couples} ${round.couples === 1 ? 'couple' : 'couples'}`}
        {!round.item && round.heats > 1 && ` in ${round.heats} heats`}
        {time && `${round.item ? '' : ' · '}planned ${time}`}
        {!onFloor && ` · ${roundStateName(round.state)}: results coming`}
      </p>
    </li>
  );
}
