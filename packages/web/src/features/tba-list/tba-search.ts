import type { StyleGroup } from '@floorcraft/domain';
import { matchesQuery } from '../../lib/text-search';

/** The groups a search leaves: dancers whose name, school, event or role matches. */
export function searchTba(groups: readonly StyleGroup[], query: string): readonly StyleGroup[] {
  if (query.trim() === '') {
    return groups;
  }
  return groups
    .map((group) => ({
      style: group.style,
      levels: group.levels
        .map((level) => ({
          level: level.level,
          rows: level.rows.filter((row) =>
            matchesQuery([row.name, row.school, row.eventName, row.role], query),
          ),
        }))
        .filter((level) => level.rows.length > 0),
    }))
    .filter((group) => group.levels.length > 0);
}
