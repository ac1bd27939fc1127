import type { EventDefinition } from '../competition/dance-event';
import type { Dance, Level, Style } from '../competition/enumerations';
import { levels, stylesDances } from '../competition/enumerations';

/** The levels of a US collegiate competition, from first-year dancers to the open top level. */
type CollegiateLevel = Exclude<Level, 'Syllabus' | 'Open' | 'Amateur' | 'Beginner' | 'Advanced'>;
/** The enumeration lists them first, in order: Newcomer to Championship. */
export const COLLEGIATE_LEVELS = levels.slice(0, 7) as readonly CollegiateLevel[];

/** The four styles of the collegiate circuit (Nightclub is an extra some add themselves). */
type CollegiateStyle = Exclude<Style, 'Nightclub'>;

/**
 * Each syllabus level's dances, after the common US collegiate syllabus
 * (the USA Dance collegiate and NDCA collegiate events most university
 * competitions follow): Newcomer dances two, Bronze three, Silver four, and
 * a level adds the harder dances (Quickstep before Foxtrot in Standard, Jive
 * and then Samba in Latin, Swing and then Bolero in Rhythm). Gold and the
 * open levels (Novice, Pre-Champ, Championship) dance the style's full set.
 */
const SYLLABUS_DANCES: Record<
  CollegiateStyle,
  Record<'Newcomer' | 'Bronze' | 'Silver', Dance[]>
> = {
  Standard: {
    Newcomer: ['Waltz', 'Quickstep'],
    Bronze: ['Waltz', 'Tango', 'Quickstep'],
    Silver: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep'],
  },
  Latin: {
    Newcomer: ['ChaCha', 'Rumba'],
    Bronze: ['ChaCha', 'Rumba', 'Jive'],
    Silver: ['ChaCha', 'Samba', 'Rumba', 'Jive'],
  },
  Smooth: {
    Newcomer: ['Waltz', 'Tango'],
    Bronze: ['Waltz', 'Tango', 'Foxtrot'],
    Silver: ['Waltz', 'Tango', 'Foxtrot'],
  },
  Rhythm: {
    Newcomer: ['ChaCha', 'Rumba'],
    Bronze: ['ChaCha', 'Rumba', 'Swing'],
    Silver: ['ChaCha', 'Rumba', 'Swing', 'Bolero'],
  },
};

/** The dances of one level in one style, in the order they are danced. */
export function collegiateDances(level: CollegiateLevel, style: CollegiateStyle): Dance[] {
  if (level === 'Newcomer' || level === 'Bronze' || level === 'Silver') {
    return SYLLABUS_DANCES[style][level];
  }
  return [...stylesDances[style]];
}

/** "Pre-Champ", as programmes write the level the enumeration calls Prechamp. */
const levelName = (level: CollegiateLevel) => (level === 'Prechamp' ? 'Pre-Champ' : level);

/** One collegiate event: "Bronze Latin", with its level, style and dances. */
export function collegiateEvent(level: CollegiateLevel, style: CollegiateStyle): EventDefinition {
  return {
    name: `${levelName(level)} ${style}`,
    eventLevel: level,
    style,
    eventDances: collegiateDances(level, style),
  };
}
