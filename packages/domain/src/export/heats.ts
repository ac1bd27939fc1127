import { z } from 'zod';
import { roundStates } from '../competition/enumerations';
import { splitIntoHeats } from '../competition/heats';
import { scheduledRounds } from '../competition/schedule';
import { isScheduleItem } from '../competition/schedule-items';
import type { CsvRecord } from './csv';
import {
  coupleSchema,
  exportAudienceSchema,
  exportCompetition,
  exportCompetitionSchema,
  exportCouple,
  type ExportAudience,
  type ExportSource,
} from './export-source';

const heatRoundSchema = z.strictObject({
  roundId: z.string(),
  event: z.string(),
  round: z.string(),
  plannedStart: z
    .string()
    .nullable()
    .describe('Planned start, venue local time YYYY-MM-DDTHH:mm, or null'),
  dances: z.array(z.string()),
  heats: z
    .array(
      z.strictObject({
        heat: z.number().int().describe('From 1'),
        couples: z.array(coupleSchema).describe('By number'),
      }),
    )
    .describe('Empty while the round has no couples (a later round before the recall)'),
});
export type HeatRound = z.infer<typeof heatRoundSchema>;

export const heatsExportSchema = z
  .strictObject({
    kind: z.literal('heats'),
    competition: exportCompetitionSchema,
    audience: exportAudienceSchema,
    rounds: z.array(heatRoundSchema).describe('In the order of the day'),
  })
  .meta({
    title: 'Floorcraft heat lists export',
    description:
      "Each scheduled round's heats with the couples' numbers, names and schools: GET /api/competitions/{slug}/export/heats.json",
  });
export type HeatsExport = z.infer<typeof heatsExportSchema>;

/**
 * The heat lists: every scheduled round that is danced (no breaks, awards
 * or skipped rounds) in the order of the day, its couples split into heats
 * by the same rule as the floor and the heat sheets (`splitIntoHeats`).
 */
export function heatsExport(source: ExportSource, audience: ExportAudience): HeatsExport {
  const rounds = scheduledRounds(source.events)
    .filter((round) => round.roundState !== roundStates.Skipped)
    .filter((round) => !isScheduleItem(source.events[round.eventName]!))
    .map((round): HeatRound => {
      const entries = Object.values(round.entries);
      const heats =
        entries.length === 0
          ? []
          : splitIntoHeats(entries, round.numHeats).map((couples, index) => ({
              heat: index + 1,
              couples: couples.map(exportCouple),
            }));
      return {
        roundId: round.roundId,
        event: round.eventName,
        round: round.roundName,
        plannedStart: round.roundStartTime || null,
        dances: [...source.events[round.eventName]!.eventDances],
        heats,
      };
    });
  return { kind: 'heats', competition: exportCompetition(source), audience, rounds };
}

export const heatsCsvColumns = [
  'round id',
  'event',
  'round',
  'planned start',
  'heat',
  'number',
  'leader',
  'follower',
  'school',
] as const;
export type HeatsCsvRow = CsvRecord<(typeof heatsCsvColumns)[number]>;

/** The heat lists as CSV rows: one line per couple per heat (a round with no couples has none). */
export function heatsCsvRows(heats: HeatsExport): HeatsCsvRow[] {
  return heats.rounds.flatMap((round) =>
    round.heats.flatMap(({ heat, couples }) =>
      couples.map((couple) => ({
        'round id': round.roundId,
        event: round.event,
        round: round.round,
        'planned start': round.plannedStart ?? '',
        heat,
        ...couple,
      })),
    ),
  );
}
