import type { Level } from '@floorcraft/domain';
import type { CSSProperties } from 'react';

/** A short mark and a light fill per level: dark text on each keeps AA contrast. */
const LEVEL_MARKS: Record<Level, { mark: string; colour: string }> = {
  Newcomer: { mark: 'N', colour: '#b8f5c8' },
  Bronze: { mark: 'Br', colour: '#e8b27c' },
  Silver: { mark: 'Si', colour: '#d6d6de' },
  Gold: { mark: 'Go', colour: '#ffd400' },
  Novice: { mark: 'Nv', colour: '#a8d8ff' },
  Prechamp: { mark: 'PC', colour: '#d7b8ff' },
  Championship: { mark: 'Ch', colour: '#ffb4a8' },
  Syllabus: { mark: 'Sy', colour: '#c6f0a0' },
  Open: { mark: 'Op', colour: '#ffc9e6' },
  Amateur: { mark: 'Am', colour: '#fde68a' },
  Beginner: { mark: 'Be', colour: '#bbf7d0' },
  Advanced: { mark: 'Ad', colour: '#fecaca' },
};

/** The level's icon beside an event name; the settings may hide it (hideLevelIcons). */
export function LevelIcon({ level }: { level: Level }) {
  const { mark, colour } = LEVEL_MARKS[level];
  return (
    <span
      className="fc-live-level"
      style={{ '--level-colour': colour } as CSSProperties}
      role="img"
      aria-label={`${level} level`}
      title={level}
    >
      {mark}
    </span>
  );
}
