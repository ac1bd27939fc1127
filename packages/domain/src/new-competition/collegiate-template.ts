import type { Command } from '../composition/command';
import type { EventDefinition } from '../competition/dance-event';
import type { NewCompetitionDetails } from './competition-start';
import { COLLEGIATE_LEVELS, collegiateEvent } from './collegiate-syllabus';
import { emptyStart } from './empty-start';

export const LUNCH_BREAK: EventDefinition = { name: 'Lunch Break', eventDances: ['Break'] };
export const AWARDS: EventDefinition = { name: 'Awards', eventDances: ['Awards'] };

/**
 * The template's day in order: Standard and Smooth level by level (a couple
 * dancing both styles changes shoes between levels, not between every
 * event), the lunch break, Latin and Rhythm the same way, then the awards.
 */
export const COLLEGIATE_DAY: readonly EventDefinition[] = [
  ...COLLEGIATE_LEVELS.flatMap((level) => [
    collegiateEvent(level, 'Standard'),
    collegiateEvent(level, 'Smooth'),
  ]),
  LUNCH_BREAK,
  ...COLLEGIATE_LEVELS.flatMap((level) => [
    collegiateEvent(level, 'Latin'),
    collegiateEvent(level, 'Rhythm'),
  ]),
  AWARDS,
];

/**
 * A collegiate competition ready to open: the empty start's details, the
 * 28 events from Newcomer to Championship across four styles, the lunch
 * break and the awards, each with its round on a timed schedule. Each event
 * starts as one Final; the organizer generates rounds again once entries
 * are in, as for any event.
 */
export function collegiateTemplate(details: NewCompetitionDetails): Command[] {
  return [
    ...emptyStart(details),
    { type: 'updateSettings', patch: { autoAssignTimes: true } },
    ...COLLEGIATE_DAY.map((event): Command => ({ type: 'saveEvent', event })),
    ...COLLEGIATE_DAY.map((event): Command => ({ type: 'generateRounds', eventName: event.name })),
  ];
}
