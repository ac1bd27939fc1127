import type { FloorState } from '../floor/state';
import type { CompetitionMetadata } from '../competition/metadata';
import type { Entry, EventEntry, DanceEvent, Round } from '../competition/dance-event';
import type { OutcomeSource } from '../scoring/round-inputs';
import { z } from 'zod';

/**
 * What the exports read: a view (the public one, or the staff one), never
 * the state itself, so who may read what is decided once, by the view the
 * caller is given (posted marks only in both).
 */
export type ExportSource = OutcomeSource & {
  slug: string;
  /** Finals held until revealed (ADR 029): the public export leaves them out until released. */
  floor: Pick<FloorState, 'heldFinals'>;
  metadata: Pick<CompetitionMetadata, 'fullName' | 'startDate' | 'endDate'>;
};

/** Which view an export was built from. */
export type ExportAudience = 'public' | 'staff';

export const exportCompetitionSchema = z
  .strictObject({
    slug: z.string(),
    name: z.string(),
    startDate: z.string().describe('First day, YYYY-MM-DD'),
    endDate: z.string().describe('Last day, YYYY-MM-DD'),
  })
  .describe('The competition the export is of');

export const exportAudienceSchema = z
  .enum(['public', 'staff'])
  .describe(
    'The view the export was built from: public for anonymous callers, staff for signed-in staff',
  );

export const coupleSchema = z.strictObject({
  number: z.number().int().describe("The lead's back number"),
  leader: z.string(),
  follower: z.string(),
  school: z.string().describe('School or club (affiliation)'),
});
export type ExportCouple = z.infer<typeof coupleSchema>;

export function exportCompetition(source: ExportSource): z.infer<typeof exportCompetitionSchema> {
  const { fullName, startDate, endDate } = source.metadata;
  return { slug: source.slug, name: fullName, startDate, endDate };
}

export function exportCouple(entry: Entry | EventEntry): ExportCouple {
  return {
    number: entry.leadNumber,
    leader: entry.leadName,
    follower: entry.followName,
    school: entry.affiliation,
  };
}

/** The couple dancing number `number` in a round: the round's own entry, else the event's. */
export function coupleByNumber(event: DanceEvent, round: Round, number: number): ExportCouple {
  const entry =
    Object.values(round.entries).find((candidate) => candidate.leadNumber === number) ??
    Object.values(event.entries).find((candidate) => candidate.leadNumber === number);
  // Posted marks may name a couple since removed from every list: keep the number, names unknown.
  return entry ? exportCouple(entry) : { number, leader: '', follower: '', school: '' };
}

/** The venue-local day ("2026-05-01") and time ("09:30") of a planned start, or nulls. */
export function plannedParts(roundStartTime: string): { day: string | null; time: string | null } {
  return roundStartTime
    ? { day: roundStartTime.slice(0, 10), time: roundStartTime.slice(11, 16) }
    : { day: null, time: null };
}
