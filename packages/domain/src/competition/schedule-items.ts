import type { EventDefinition, Round } from './dance-event';
import type { Dance } from './enumerations';

/** The "dances" of spec §3 that are not danced: a schedule item holds only these. */
const ITEM_DANCES: readonly Dance[] = ['Awards', 'Break'];

/** What the rule reads of an event: its name, and its dances when known. */
export type ItemSource = Pick<EventDefinition, 'name'> & {
  eventDances?: readonly Dance[] | undefined;
};

/**
 * Whether an event is a schedule item (a break, lunch, awards ceremony)
 * rather than a competitive event: its name includes Awards or Break (spec
 * §5's filter rule), or its dances are only Awards and Break (spec §3), so
 * "Lunch" danced as a Break is one too. An item's one round is named after
 * it, has no recall size or heats that mean anything, and is never marked.
 * Every screen asks this one rule.
 */
export function isScheduleItem(event: ItemSource): boolean {
  if (/awards|break/i.test(event.name)) {
    return true;
  }
  const dances = event.eventDances ?? [];
  return dances.length > 0 && dances.every((dance) => ITEM_DANCES.includes(dance));
}

/** An awards ceremony: a schedule item named Awards or holding the Awards "dance". */
export function isAwardsItem(event: ItemSource): boolean {
  return (
    isScheduleItem(event) &&
    (/awards/i.test(event.name) || (event.eventDances ?? []).includes('Awards'))
  );
}

/**
 * The name a screen gives a round: a schedule item's one round is the item
 * itself ("Lunch Break", never "Final", even where an older log stored
 * "Final" for it); other rounds keep their spec §3 names.
 */
export function shownRoundName(event: ItemSource, round: Pick<Round, 'roundName'>): string {
  return isScheduleItem(event) ? event.name : round.roundName;
}

/**
 * "Bronze Standard Semi-Final", or an item's name alone ("Lunch Break"):
 * how lists name a round. `separator` goes between event and round.
 */
export function roundLabel(
  event: ItemSource,
  round: Pick<Round, 'roundName'>,
  separator = ' ',
): string {
  return isScheduleItem(event) ? event.name : `${event.name}${separator}${round.roundName}`;
}
