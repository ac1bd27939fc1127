import type { EventDefinition, LevelProfile } from '../competition/dance-event';
import type { Level, Style } from '../competition/enumerations';
import { isScheduleItem, type ItemSource } from '../competition/schedule-items';

/**
 * The syllabus ladder (ADR 019): Newcomer = Beginner < Bronze < Silver <
 * Gold = Syllabus < Novice < Prechamp < Championship. A dancer whose level
 * is Open, Amateur or Advanced dances at the open tier (spec §5: Open
 * matches Novice, Prechamp, Championship, Open, Amateur), so they rank
 * with Novice, the lowest level of that tier.
 */
const RANK: Record<Level, number> = {
  Newcomer: 0,
  Beginner: 0,
  Bronze: 1,
  Silver: 2,
  Gold: 3,
  Syllabus: 3,
  Novice: 4,
  Prechamp: 5,
  Championship: 6,
  Open: 4,
  Amateur: 4,
  Advanced: 4,
};

/** Events at these levels are open to dancers of every level. */
const OPEN_TO_ALL: readonly Level[] = ['Open', 'Amateur', 'Advanced'];

/** The field of the level profile that holds a dancer's level in a style; Nightclub has none. */
const PROFILE_FIELD: Record<Style, keyof LevelProfile | undefined> = {
  Standard: 'standardLevel',
  Smooth: 'smoothLevel',
  Rhythm: 'rhythmLevel',
  Latin: 'latinLevel',
  Nightclub: undefined,
};

/** A dancer as eligibility sees them: a name for the refusal and their levels. */
export interface EligibleDancer {
  name: string;
  levels: LevelProfile;
}

/** What eligibility reads of an event: its name, level and style, and its dances when known. */
export type EligibilityEvent = ItemSource & Pick<EventDefinition, 'eventLevel' | 'style'>;

/**
 * Why these dancers may not enter `event` together, or undefined when they
 * may (ADR 019, spec §5). Awards and Break are never entered. A dancer may
 * enter an event of a style at or above their level in that style, never
 * below; Open, Amateur and Advanced events, events without a level or style,
 * Nightclub, and a dancer without a level in the style are unrestricted.
 */
export function ineligibility(
  event: EligibilityEvent,
  dancers: readonly EligibleDancer[],
): string | undefined {
  if (isScheduleItem(event)) {
    return `"${event.name}" is a schedule item, not an event couples enter`;
  }
  const { eventLevel, style } = event;
  if (!eventLevel || !style || OPEN_TO_ALL.includes(eventLevel)) {
    return undefined;
  }
  const field = PROFILE_FIELD[style];
  for (const dancer of dancers) {
    const level = field ? dancer.levels[field] : undefined;
    if (level && RANK[eventLevel] < RANK[level]) {
      return `${dancer.name} dances ${style} at ${level}, above "${event.name}" (${eventLevel}): enter an event at or above your level`;
    }
  }
  return undefined;
}

/** The events these dancers may enter together, in the order given: what /register offers. */
export function eligibleEvents<Event extends EligibilityEvent>(
  events: readonly Event[],
  dancers: readonly EligibleDancer[],
): Event[] {
  return events.filter((event) => ineligibility(event, dancers) === undefined);
}
