import { z } from 'zod';
import { recordKeySchema } from '../competition/keys';

const eventName = recordKeySchema;
const roundNumber = z.number().int().min(1).max(50);
const coupleNumbers = z
  .array(z.number().int().min(1).max(99_999))
  .max(500, 'at most 500 couples on one card');
const reason = z
  .string()
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
    dance: z.string().min(1).max(60),
    couples: coupleNumbers,
  }),
  /** A card keyed by staff from the judge's paper sheet; flagged as paper with the reason. */
  z.strictObject({
    type: z.literal('enterPaperMarks'),
    eventName,
    roundNumber,
    judgeKey: recordKeySchema,
    dance: z.string().min(1).max(60),
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
  /** The chairman's cut when a tie straddles the requested recall: recall fewer or more. */
  z.strictObject({
    type: z.literal('setRecallCut'),
    eventName,
    roundNumber,
    recall: z.number().int().min(1).max(500),
  }),
  z.strictObject({ type: z.literal('approveRound'), eventName, roundNumber }),
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
