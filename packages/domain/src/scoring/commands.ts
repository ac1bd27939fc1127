import { z } from 'zod';
import { recordKeySchema } from '../competition/keys';
import { singleLineText } from '../competition/plain-text';

const eventName = recordKeySchema;
const roundNumber = z.number().int().min(1).max(50);
const coupleNumbers = z
  .array(z.number().int().min(1).max(99_999))
  .max(500, 'at most 500 couples on one card');
const reason = singleLineText()
  .trim()
  .min(3, 'say why, in a few words')
  .max(500, 'at most 500 characters');

/** The commands of the competition day: marking, the chairman's decisions, posting. */
export const scoringCommandSchemas = [
  /** Puts a round on the floor: Running, with its actual start time (spec §4). */
  z.strictObject({ type: z.literal('startRound'), eventName, roundNumber }),
  /**
   * One judge's card for one dance from their tablet: the recalled numbers,
   * or a final's numbers in placing order (spec §3 marks).
   */
  z.strictObject({
    type: z.literal('submitMarks'),
    eventName,
    roundNumber,
    judgeKey: recordKeySchema,
    dance: singleLineText().min(1).max(60),
    couples: coupleNumbers,
  }),
  /** A card keyed by staff from the judge's paper sheet; flagged as paper with the reason. */
  z.strictObject({
    type: z.literal('enterPaperMarks'),
    eventName,
    roundNumber,
    judgeKey: recordKeySchema,
    dance: singleLineText().min(1).max(60),
    couples: coupleNumbers,
    reason,
  }),
  /** The chairman lets one judge mark the round again. */
  z.strictObject({
    type: z.literal('reopenJudgeCard'),
    eventName,
    roundNumber,
    judgeKey: recordKeySchema,
    reason,
  }),
  /** The chairman's recall: any natural break in the totals (never one splitting a tie). */
  z.strictObject({
    type: z.literal('setRecallCut'),
    eventName,
    roundNumber,
    recall: z.number().int().min(1).max(500),
  }),
  z.strictObject({ type: z.literal('approveRound'), eventName, roundNumber }),
  /**
   * The judges who mark a round (issue 15); every judge when none was chosen.
   * `confirmRunning` says the one asking was told the round is under way.
   */
  z.strictObject({
    type: z.literal('setRoundPanel'),
    eventName,
    roundNumber,
    judgeKeys: z.array(recordKeySchema).max(100, 'at most 100 judges on a panel'),
    confirmRunning: z.boolean().optional(),
  }),
  /** Publishes the round: results saved, the next round built from the recalled couples. */
  z.strictObject({ type: z.literal('postRound'), eventName, roundNumber }),
  /** Fills every missing card with random valid marks, so organizers can practise. */
  z.strictObject({
    type: z.literal('rehearseRound'),
    eventName,
    roundNumber,
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31),
  }),
] as const;
