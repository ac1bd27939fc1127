import { z } from 'zod';
import { competitorSchema, eventInputSchema, levelProfileSchema } from '../competition/dance-event';
import { roundStates } from '../competition/enumerations';
import { recordKeySchema } from '../competition/keys';
import { contentPages, settingsPatchSchema } from '../competition/settings';
import { multiLineText, singleLineText } from '../competition/plain-text';

const eventName = recordKeySchema;
const roundNumber = z.number().int().min(1, 'must be 1 or more (1 is the Final)');
const roundState = z.union(
  Object.values(roundStates).map((code) => z.literal(code)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<5>,
  ],
  { message: 'must be a round state code 0–5' },
);
const count = z.number().int().min(0, 'must not be negative').max(500);
const localDateTime = singleLineText().regex(
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/,
  'must be a time written YYYY-MM-DDTHH:mm, or empty',
);

/** A dancer in a couple being registered: an existing competitor's id, or a new person. */
export const personInputSchema = z.union([
  z.strictObject({ id: recordKeySchema }),
  z.strictObject({
    name: singleLineText().trim().min(1, 'must not be empty').max(120),
    affiliation: singleLineText().trim().min(1, 'choose a school or club').max(120),
    levels: levelProfileSchema.optional(),
  }),
]);
export type PersonInput = z.infer<typeof personInputSchema>;

/** A couple and the events they enter: the add-competitor form, registration and CSV import. */
export const coupleInputSchema = z.strictObject({
  lead: personInputSchema,
  follow: personInputSchema,
  events: z.array(eventName).max(60),
  /** The lead's competitor number; assigned without collisions when omitted. */
  leadNumber: z.number().int().min(1).max(99_999).optional(),
});
export type CoupleInput = z.infer<typeof coupleInputSchema>;

/** The heat a late couple joins, counted from 1. */
const lateHeat = z.number().int().min(1, 'heats count from 1').max(100);

/** Commands of competition setup (spec §4–5): events, entries, rounds and the schedule. */
export const setupCommandSchemas = [
  z.strictObject({
    type: z.literal('savePageText'),
    page: z.enum(contentPages),
    text: multiLineText().max(20_000),
  }),
  z.strictObject({
    type: z.literal('setAffiliations'),
    affiliations: z.array(singleLineText().trim().min(1, 'must not be empty').max(120)).max(500),
  }),
  z.strictObject({ type: z.literal('updateSettings'), patch: settingsPatchSchema }),
  z.strictObject({ type: z.literal('saveEvent'), event: eventInputSchema }),
  z.strictObject({ type: z.literal('removeEvent'), eventName }),
  z.strictObject({ type: z.literal('saveCompetitor'), competitor: competitorSchema }),
  z.strictObject({ type: z.literal('removeCompetitor'), id: recordKeySchema }),
  z.strictObject({
    type: z.literal('registerCouple'),
    couple: coupleInputSchema,
    /** The desk confirms an entry in an event already under way (`lateEntryRefusal`). */
    lateEntry: z.boolean().optional(),
    /** The desk confirms an entry past a full event's cap (`overCapRefusal`, issue 25). */
    overCap: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('importCouples'),
    couples: z.array(coupleInputSchema).min(1, 'nothing to import').max(5000),
    /** Charge each imported dancer the current phase's price, as a registration would (issue 25). */
    charge: z.boolean().optional(),
    /** Enter couples past a full event's cap (`overCapRefusal`): the registrar chose to. */
    overCap: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('addEntry'),
    eventName,
    leadId: recordKeySchema,
    followId: recordKeySchema,
    /** Add to this round only (the last round also adds to the event, spec §4). */
    roundNumber: roundNumber.optional(),
    /** A late couple put in this heat of that round on the floor (issue 14). */
    heat: lateHeat.optional(),
    /** The desk confirms an entry past a full event's cap (`overCapRefusal`, issue 25). */
    overCap: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('addPlaceholderEntry'),
    eventName,
    roundNumber,
    heat: lateHeat.optional(),
  }),
  z.strictObject({ type: z.literal('removeEntry'), eventName, entryId: recordKeySchema }),
  z.strictObject({
    type: z.literal('checkIn'),
    eventName,
    roundNumber,
    entryId: recordKeySchema,
    checkedIn: z.boolean(),
  }),
  z.strictObject({ type: z.literal('scratchCompetitor'), eventName, entryId: recordKeySchema }),
  z.strictObject({
    type: z.literal('updateLeadNumbers'),
    updates: z
      .array(
        z.strictObject({
          path: singleLineText(),
          value: z.union([singleLineText(), z.number()]),
        }),
      )
      .min(1, 'nothing to update')
      .max(10_000),
  }),
  z.strictObject({ type: z.literal('generateRounds'), eventName }),
  z.strictObject({ type: z.literal('clearRounds'), eventName }),
  z.strictObject({
    type: z.literal('setRoundState'),
    eventName,
    roundNumber,
    roundState,
    /** Confirms stepping a round with marks back (to Initialized/Empty, or out of Posted). */
    discardMarks: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('updateRound'),
    eventName,
    roundNumber,
    recallSize: count.optional(),
    numHeats: count.optional(),
    roundStartTime: localDateTime.optional(),
  }),
  z.strictObject({ type: z.literal('skipRound'), eventName, roundNumber }),
  z.strictObject({ type: z.literal('addExtraRound'), eventName, afterRoundNumber: roundNumber }),
  z.strictObject({ type: z.literal('deleteRound'), eventName, roundNumber }),
  z.strictObject({
    type: z.literal('shiftRound'),
    eventName,
    roundNumber,
    direction: z.enum(['earlier', 'later']),
  }),
  z.strictObject({ type: z.literal('assignStartTimes') }),
] as const;
