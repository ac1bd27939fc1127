import type { Competitor, DanceRole, Seeking } from '@floorcraft/domain';

/** A dancer on the TBA list in one event. */
export interface Seeker {
  competitorId: string;
  name: string;
  affiliation: string;
  since: string;
}

/** One event's TBA list: who would lead and who would follow, longest waiting first. */
export interface SeekerGroup {
  eventName: string;
  leads: Seeker[];
  follows: Seeker[];
  /** Whether a pair can be made here: someone on each side. */
  pairable: boolean;
}

/**
 * The TBA list by event (spec §3, issue 13 item 6): in each event the
 * dancers looking for a partner, leads apart from follows (a pair is one of
 * each), longest waiting first. Events where a pair can be made come first,
 * then by name.
 */
export function seekerGroups(
  seeking: Record<string, Seeking>,
  competitors: Record<string, Competitor>,
): SeekerGroup[] {
  const groups = new Map<string, Record<DanceRole, Seeker[]>>();
  for (const record of Object.values(seeking)) {
    const group = groups.get(record.eventName) ?? { lead: [], follow: [] };
    const dancer = competitors[record.competitorId];
    group[record.role].push({
      competitorId: record.competitorId,
      name: dancer?.name ?? record.competitorId,
      affiliation: dancer?.affiliation ?? '',
      since: record.since,
    });
    groups.set(record.eventName, group);
  }
  const bySince = (a: Seeker, b: Seeker) => a.since.localeCompare(b.since);
  return [...groups.entries()]
    .map(([eventName, { lead, follow }]) => ({
      eventName,
      leads: lead.sort(bySince),
      follows: follow.sort(bySince),
      pairable: lead.length > 0 && follow.length > 0,
    }))
    .sort(
      (a, b) => Number(b.pairable) - Number(a.pairable) || a.eventName.localeCompare(b.eventName),
    );
}
