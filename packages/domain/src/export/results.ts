import { z } from 'zod';
import type { DanceEvent, Round } from '../competition/dance-event';
import { isPosted } from '../competition/round-lifecycle-states';
import { describeMissing } from '../scoring/chairman';
import { heldFinal } from '../floor/held-finals';
import { roundOutcome } from '../scoring/round-outcome';
import { roundSheets, type FinalSheets, type RecallSheet } from '../scoring/round-sheets';
import { scheduledRounds } from '../competition/schedule';
import type { CsvRecord } from './csv';
import {
  coupleByNumber,
  coupleSchema,
  exportAudienceSchema,
  exportCompetition,
  exportCompetitionSchema,
  type ExportAudience,
  type ExportSource,
} from './export-source';

const judgeSchema = z.strictObject({ letter: z.string(), name: z.string() });

const postedRoundBase = {
  roundId: z.string(),
  event: z.string(),
  round: z.string(),
  roundNumber: z.number().int().describe('Counted from the Final: 1 is the Final'),
  postedAt: z.string().describe('When the round was posted (ISO date-time, UTC)'),
  markHash: z
    .string()
    .nullable()
    .describe("The round's tamper-evident mark record at posting (SHA-256), or null"),
  judges: z.array(judgeSchema).describe('The judges whose marks count, by letter'),
  dances: z.array(z.string()),
};

const recallRoundSchema = z.strictObject({
  ...postedRoundBase,
  kind: z.literal('recall'),
  marksNeeded: z
    .number()
    .int()
    .nullable()
    .describe('The marks the last couple recalled had: what it took to go through'),
  couples: z
    .array(
      z.strictObject({
        ...coupleSchema.shape,
        recalled: z.boolean(),
        total: z.number().int().describe('Marks received over every dance'),
        place: z
          .number()
          .nullable()
          .describe('The place of a couple eliminated here (7.5 when shared)'),
        recalledBy: z
          .record(z.string(), z.array(z.string()))
          .describe('dance → the letters of the judges who recalled the couple'),
      }),
    )
    .describe('Most marks first, equal totals by number'),
});

const finalRoundSchema = z.strictObject({
  ...postedRoundBase,
  kind: z.literal('final'),
  couples: z
    .array(
      z.strictObject({
        ...coupleSchema.shape,
        place: z.number().describe('The final place by the Skating System'),
        total: z.number().describe("Rule 9: the sum of the couple's dance places"),
        dancePlaces: z.record(z.string(), z.number()).describe('dance → place in that dance'),
        marks: z
          .record(z.string(), z.record(z.string(), z.number()))
          .describe("dance → judge's letter → the place that judge gave"),
      }),
    )
    .describe('By place'),
});

const unreadableRoundSchema = z.strictObject({
  ...postedRoundBase,
  kind: z.literal('unreadable'),
  problem: z.string().describe('Why the posted marks could not be read into sheets'),
});

const postedRoundSchema = z.discriminatedUnion('kind', [
  recallRoundSchema,
  finalRoundSchema,
  unreadableRoundSchema,
]);
export type PostedRoundExport = z.infer<typeof postedRoundSchema>;

export const resultsExportSchema = z
  .strictObject({
    kind: z.literal('results'),
    competition: exportCompetitionSchema,
    audience: exportAudienceSchema,
    rounds: z.array(postedRoundSchema).describe('Posted rounds only, in the order of the day'),
  })
  .meta({
    title: 'Floorcraft results export',
    description:
      "Posted rounds with every judge's marks, totals and places, the same tables as the result sheets: GET /api/competitions/{slug}/export/results.json",
  });
export type ResultsExport = z.infer<typeof resultsExportSchema>;

type Base = Omit<PostedRoundExport, 'kind' | 'couples' | 'marksNeeded' | 'problem'>;

function recallRound(base: Base, sheet: RecallSheet, event: DanceEvent, round: Round) {
  const letterOf = new Map(sheet.judges.map((judge) => [judge.key, judge.letter]));
  return {
    ...base,
    kind: 'recall' as const,
    marksNeeded: sheet.marksNeeded ?? null,
    couples: sheet.rows.map((row) => ({
      ...coupleByNumber(event, round, Number(row.couple)),
      recalled: row.recalled === true,
      total: row.total,
      place: row.place ?? null,
      recalledBy: Object.fromEntries(
        Object.entries(row.dances).map(([dance, { recalledBy }]) => [
          dance,
          Object.keys(recalledBy)
            .filter((judge) => recalledBy[judge])
            .map((judge) => letterOf.get(judge) ?? judge),
        ]),
      ),
    })),
  };
}

function finalRound(base: Base, sheets: FinalSheets, event: DanceEvent, round: Round) {
  const letterOf = new Map(sheets.judges.map((judge) => [judge.key, judge.letter]));
  const dancePlace = (dance: string, couple: string) =>
    sheets.dances.find((sheet) => sheet.dance === dance)?.rows.find((row) => row.couple === couple);
  return {
    ...base,
    kind: 'final' as const,
    couples: [...sheets.summary.rows]
      .sort((a, b) => a.place - b.place || Number(a.couple) - Number(b.couple))
      .map((row) => ({
        ...coupleByNumber(event, round, Number(row.couple)),
        place: row.place,
        total: row.total,
        dancePlaces: row.places,
        marks: Object.fromEntries(
          sheets.dances.map((sheet) => {
            const marks = dancePlace(sheet.dance, row.couple)?.marks ?? [];
            return [
              sheet.dance,
              Object.fromEntries(
                sheet.judges.map((judge, index) => [letterOf.get(judge) ?? judge, marks[index]!]),
              ),
            ];
          }),
        ),
      })),
  };
}

function postedRound(source: ExportSource, event: DanceEvent, round: Round): PostedRoundExport {
  const saved = source.results[event.name]!.rounds[round.roundNumber]!;
  const outcome = roundOutcome(source, event.name, round.roundNumber)!;
  const sheets = outcome.problem ? undefined : roundSheets(outcome);
  const base: Base = {
    roundId: round.roundId,
    event: event.name,
    round: round.roundName,
    roundNumber: round.roundNumber,
    postedAt: saved.postedAt,
    markHash: saved.markHash ?? null,
    judges: outcome.panel.map(({ letter, name }) => ({ letter, name })),
    dances: outcome.dances,
  };
  if (!sheets) {
    const problem = outcome.problem ?? `cards are missing from ${describeMissing(outcome)}`;
    return { ...base, kind: 'unreadable', problem };
  }
  const judges = sheets.judges.map(({ letter, name }) => ({ letter, name }));
  return sheets.kind === 'recall'
    ? recallRound({ ...base, judges }, sheets, event, round)
    : finalRound({ ...base, judges }, sheets, event, round);
}

/**
 * The posted results: each posted round (posted, with saved results) in the
 * order of the day, from the domain's `roundSheets` of the view's posted
 * marks, the same tables as /results and the printed result sheets. A round
 * not posted is absent whatever the view holds, and so is a held final in the
 * public export until every place is out (ADR 029).
 */
export function resultsExport(source: ExportSource, audience: ExportAudience): ResultsExport {
  const rounds = scheduledRounds(source.events)
    .filter(
      (round) =>
        isPosted(round.roundState) &&
        source.results[round.eventName]?.rounds[round.roundNumber] !== undefined &&
        !(audience === 'public' && round.roundNumber === 1 && heldFinal(source, round.eventName)),
    )
    .map((round) => postedRound(source, source.events[round.eventName]!, round));
  return { kind: 'results', competition: exportCompetition(source), audience, rounds };
}

export const resultsCsvColumns = [
  'round id',
  'event',
  'round',
  'kind',
  'posted at',
  'number',
  'leader',
  'follower',
  'school',
  'place',
  'recalled',
  'total',
  'marks',
] as const;
export type ResultsCsvRow = CsvRecord<(typeof resultsCsvColumns)[number]>;

type RecallCouple = z.infer<typeof recallRoundSchema>['couples'][number];
type FinalCouple = z.infer<typeof finalRoundSchema>['couples'][number];

/** "Waltz: A C; Tango: A B C" (who recalled the couple) or "Waltz: A1 B2 C1; …" (a final's places). */
function marksText(dances: readonly string[], couple: RecallCouple | FinalCouple): string {
  const perDance = (dance: string) =>
    'recalledBy' in couple
      ? (couple.recalledBy[dance] ?? [])
      : Object.entries(couple.marks[dance] ?? {}).map(([letter, place]) => `${letter}${place}`);
  return dances.map((dance) => `${dance}: ${perDance(dance).join(' ')}`).join('; ');
}

/**
 * The results as CSV rows: one line per couple per posted round with its
 * place, recall and total; the judges' marks in one column (a recall's
 * letters per dance, a final's letter and place per judge per dance).
 */
export function resultsCsvRows(results: ResultsExport): ResultsCsvRow[] {
  return results.rounds.flatMap((round) => {
    if (round.kind === 'unreadable') {
      return [];
    }
    return round.couples.map((couple) => ({
      'round id': round.roundId,
      event: round.event,
      round: round.round,
      kind: round.kind,
      'posted at': round.postedAt,
      number: couple.number,
      leader: couple.leader,
      follower: couple.follower,
      school: couple.school,
      place: couple.place ?? '',
      recalled: 'recalled' in couple ? (couple.recalled ? 'yes' : 'no') : '',
      total: couple.total,
      marks: marksText(round.dances, couple),
    }));
  });
}
