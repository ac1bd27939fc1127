import type { EventDefinition } from '../competition/dance-event';
import type { Level, Style } from '../competition/enumerations';
import { isScheduleItem } from '../competition/schedule-items';

export interface EventFilter {
  level?: Level | undefined;
  style?: Style | undefined;
}

/** Spec §5: the Open filter also matches these levels. */
export const OPEN_LEVELS: readonly Level[] = [
  'Novice',
  'Prechamp',
  'Championship',
  'Open',
  'Amateur',
];

/**
 * Spec §5 level and style filters: events whose names include Awards or
 * Break are excluded whenever a filter is set; the Open level matches
 * Novice, Prechamp, Championship, Open and Amateur.
 */
export function eventMatchesFilter(event: EventDefinition, filter: EventFilter): boolean {
  if (!filter.level && !filter.style) {
    return true;
  }
  if (isScheduleItem(event)) {
    return false;
  }
  if (filter.style && event.style !== filter.style) {
    return false;
  }
  if (filter.level) {
    const matches = filter.level === 'Open' ? OPEN_LEVELS : [filter.level];
    return event.eventLevel !== undefined && matches.includes(event.eventLevel);
  }
  return true;
}
