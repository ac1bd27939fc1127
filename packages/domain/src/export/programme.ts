import { z } from 'zod';
import { roundStateName, roundStates } from '../competition/enumerations';
import { heatCount } from '../competition/heats';
import { scheduledRounds } from '../competition/schedule';
import { isAwardsItem, isScheduleItem, roundLabel } from '../competition/schedule-items';
import type { CsvRecord } from './csv';
import {
  exportAudienceSchema,
  exportCompetition,
  exportCompetitionSchema,
  plannedParts,
  type ExportAudience,
  type ExportSource,
} from './export-source';

const programmeItemSchema = z.strictObject({
  order: z.number().int().describe('Position in the programme, from 1'),
  time: z.string().nullable().describe('Planned start, venue local time HH:mm, or null'),
  plannedStart: z
    .string()
    .nullable()
    .describe('Planned start, venue local time YYYY-MM-DDTHH:mm, or null'),
  kind: z.enum(['round', 'break', 'awards']),
  roundId: z.string(),
  title: z.string().describe('How the programme names it: "Bronze Standard Final", "Lunch Break"'),
  event: z.string(),
  round: z.string().describe("The round's name; a schedule item's is the item itself"),
  style: z.string().nullable(),
  level: z.string().nullable(),
  ageGroup: z.string().nullable(),
  dances: z.array(z.string()).describe('The dances danced; empty for breaks and awards'),
  couples: z.number().int().nullable().describe('Couples in the round; null for breaks and awards'),
  heats: z.number().int().nullable().describe('Heats it is danced in; null for breaks and awards'),
  state: z.enum(Object.keys(roundStates) as [keyof typeof roundStates]),
});
export type ProgrammeItem = z.infer<typeof programmeItemSchema>;

export const programmeExportSchema = z
  .strictObject({
    kind: z.literal('programme'),
    competition: exportCompetitionSchema,
    audience: exportAudienceSchema,
    days: z.array(
      z.strictObject({
        date: z
          .string()
          .nullable()
          .describe('YYYY-MM-DD; null gathers scheduled rounds with no planned start'),
        items: z.array(programmeItemSchema),
      }),
    ),
  })
  .meta({
    title: 'Floorcraft programme export',
    description:
      'The schedule of a competition with planned times, by day: GET /api/competitions/{slug}/export/programme.json',
  });
export type ProgrammeExport = z.infer<typeof programmeExportSchema>;

/**
 * The programme: every scheduled round and schedule item in the order of
 * the day, with planned times, by day (spec §4's schedule). Unscheduled
 * rounds are not in it; skipped rounds are, with their state.
 */
export function programmeExport(source: ExportSource, audience: ExportAudience): ProgrammeExport {
  // By day in the order days first appear: a round without a planned time never splits a day.
  const days = new Map<string | null, ProgrammeItem[]>();
  for (const [index, round] of scheduledRounds(source.events).entries()) {
    const event = source.events[round.eventName]!;
    const item = isScheduleItem(event);
    const { day, time } = plannedParts(round.roundStartTime);
    const items = days.get(day) ?? [];
    days.set(day, items);
    items.push({
      order: index + 1,
      time,
      plannedStart: round.roundStartTime || null,
      kind: !item ? 'round' : isAwardsItem(event) ? 'awards' : 'break',
      roundId: round.roundId,
      title: roundLabel(event, round),
      event: event.name,
      round: item ? event.name : round.roundName,
      style: event.style ?? null,
      level: event.eventLevel ?? null,
      ageGroup: event.ageGroup ?? null,
      dances: item ? [] : [...event.eventDances],
      couples: item ? null : Object.keys(round.entries).length,
      heats: item ? null : heatCount(round),
      state: roundStateName(round.roundState),
    });
  }
  return {
    kind: 'programme',
    competition: exportCompetition(source),
    audience,
    days: [...days].map(([date, items]) => ({ date, items })),
  };
}

export const programmeCsvColumns = [
  'day',
  'time',
  'order',
  'kind',
  'round id',
  'title',
  'event',
  'round',
  'style',
  'level',
  'age group',
  'dances',
  'couples',
  'heats',
  'state',
] as const;
export type ProgrammeCsvRow = CsvRecord<(typeof programmeCsvColumns)[number]>;

/** The programme as CSV rows: one line per item, dances joined with "; ", nulls empty. */
export function programmeCsvRows(programme: ProgrammeExport): ProgrammeCsvRow[] {
  return programme.days.flatMap(({ date, items }) =>
    items.map((item) => ({
      day: date ?? '',
      time: item.time ?? '',
      order: item.order,
      kind: item.kind,
      'round id': item.roundId,
      title: item.title,
      event: item.event,
      round: item.round,
      style: item.style ?? '',
      level: item.level ?? '',
      'age group': item.ageGroup ?? '',
      dances: item.dances.join('; '),
      couples: item.couples ?? '',
      heats: item.heats ?? '',
      state: item.state,
    })),
  );
}
