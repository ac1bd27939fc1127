import { roundStateName } from '@floorcraft/domain';
import type { LiveRound } from './live-board';
import { LevelIcon } from './level-icon';
import classes from './live.module.css';

export interface DisplayFlags {
  showScheduleIndex: boolean;
  showLevelIcons: boolean;
}

/** The round's name with its level icon and schedule index, as the flags ask. */
export function RoundLabel({ round, flags }: { round: LiveRound; flags: DisplayFlags }) {
  return (
    <span className={classes.label}>
      {flags.showScheduleIndex && round.scheduleIndex > 0 && (
        <span className={classes.index}>#{round.scheduleIndex}</span>
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
}: {
  round: LiveRound;
  flags: DisplayFlags;
  onFloor: boolean;
}) {
  return (
    <li className={`${classes.card} ${onFloor ? classes.onFloor : ''}`} data-round={round.roundId}>
      <h3 className={classes.cardTitle}>
        <RoundLabel round={round} flags={flags} />
      </h3>
      <p className={classes.meta}>
        {!round.item && `${round.couples} ${round.couples === 1 ? 'couple' : 'couples'}`}
        {!round.item && round.heats > 1 && ` in ${round.heats} heats`}
        {round.time && `${round.item ? '' : ' · '}planned ${round.time}`}
        {!onFloor && ` · ${roundStateName(round.state)}: results coming`}
      </p>
    </li>
  );
}
