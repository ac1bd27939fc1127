import type { LevelProfile } from '../../competition/dance-event';

const STYLE_FIELDS = [
  ['Standard', 'standardLevel'],
  ['Smooth', 'smoothLevel'],
  ['Latin', 'latinLevel'],
  ['Rhythm', 'rhythmLevel'],
] as const;

/** A dancer's level profile in words: "Smooth Bronze · Latin Silver"; '' when none is set. */
export function levelsText(levels: LevelProfile | undefined): string {
  return STYLE_FIELDS.flatMap(([style, field]) => {
    const level = levels?.[field];
    return level ? [`${style} ${level}`] : [];
  }).join(' · ');
}
