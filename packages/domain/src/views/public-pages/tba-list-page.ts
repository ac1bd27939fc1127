import { levels as levelOrder, styles as styleOrder } from '../../competition/enumerations';
import type { DanceRole } from '../../registration/state';
import type { PublicView } from '../public-view';
import { keptWhileSame, type KeptCache } from './kept-while-same';

/** What the TBA list reads of the public view. */
export type TbaSource = Pick<PublicView, 'competitors' | 'events' | 'registration'>;

/** One dancer looking for a partner in one event. */
export interface SeekerRow {
  /** The TBA record's id: what a pairing action names. */
  seekingId: string;
  competitorId: string;
  name: string;
  school: string;
  role: DanceRole;
  eventName: string;
  /** When they joined the list (ISO date-time). */
  since: string;
}

export interface LevelGroup {
  /** The events' level, or "Other" for events without one. */
  level: string;
  rows: SeekerRow[];
}

export interface StyleGroup {
  /** The events' style, or "Other" for events without one. */
  style: string;
  levels: LevelGroup[];
}

const OTHER = 'Other';

const kept: KeptCache<StyleGroup[]> = new WeakMap();

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index < 0 ? order.length : index;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  }
  return groups;
}

/**
 * The TBA list (issue 13): every dancer looking for a partner, grouped by
 * the style and then the level of the event (in the spec's orders), each
 * group by event, leads before follows, longest waiting first. A record
 * whose dancer or event is gone is left out. The same array while it reads
 * the same: a card or a round started sends /TBAList nothing.
 */
export function tbaGroups(source: TbaSource): StyleGroup[] {
  const { competitors, events } = source;
  return keptWhileSame(
    kept,
    competitors,
    [competitors, events, source.registration.seeking],
    () => groupsOf(source),
    (last, made) => JSON.stringify(last) === JSON.stringify(made),
  );
}

/** The groups, computed. */
function groupsOf(source: TbaSource): StyleGroup[] {
  const rows: { row: SeekerRow; style: string; level: string }[] = [];
  for (const record of Object.values(source.registration.seeking)) {
    const competitor = source.competitors[record.competitorId];
    const event = source.events[record.eventName];
    if (!competitor || !event) {
      continue;
    }
    rows.push({
      row: {
        seekingId: record.id,
        competitorId: competitor.id,
        name: competitor.name,
        school: competitor.affiliation,
        role: record.role,
        eventName: record.eventName,
        since: record.since,
      },
      style: event.style ?? OTHER,
      level: event.eventLevel ?? OTHER,
    });
  }
  rows.sort(
    ({ row: a }, { row: b }) =>
      a.eventName.localeCompare(b.eventName) ||
      (a.role === b.role ? 0 : a.role === 'lead' ? -1 : 1) ||
      a.since.localeCompare(b.since),
  );
  return [...groupBy(rows, (row) => row.style)]
    .sort(([a], [b]) => rank(styleOrder, a) - rank(styleOrder, b))
    .map(([style, styleRows]) => ({
      style,
      levels: [...groupBy(styleRows, (row) => row.level)]
        .sort(([a], [b]) => rank(levelOrder, a) - rank(levelOrder, b))
        .map(([level, levelRows]) => ({
          level,
          rows: levelRows.map(({ row }) => row),
        })),
    }));
}
