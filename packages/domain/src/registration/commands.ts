import { z } from 'zod';
import { levelProfileSchema } from '../competition/dance-event';
import { ageGroups } from '../competition/enumerations';
import { recordKeySchema } from '../competition/keys';
import { centsSchema, feeScheduleInputSchema } from './fee-schedule';
import { feeAdjustmentKinds, paymentCorrectionKinds, paymentMethods } from './state';
import { singleLineText } from '../competition/plain-text';
import { OTHER_AFFILIATION } from '../competition/affiliations';

const eventName = recordKeySchema;
const competitorId = recordKeySchema;
const isoDateTime = z.iso.datetime({
  offset: true,
  message: 'must be an ISO date-time, e.g. 2027-01-15T23:59:00Z',
});

const dancerFields = {
  name: singleLineText()
    .trim()
    .min(1, 'enter the dancer’s name')
    .max(120, 'at most 120 characters'),
  email: z.email({ message: 'enter an email address' }).max(254, 'at most 254 characters'),
  /** One of the competition's affiliations, or "Other" with `otherAffiliation`. */
  affiliation: singleLineText().trim().min(1, 'choose a school or club').max(120),
  otherAffiliation: singleLineText().trim().max(120, 'at most 120 characters').optional(),
  levels: levelProfileSchema.default({}),
  ageGroup: z.enum(ageGroups, { message: 'choose an age group from the list' }).optional(),
  student: z.boolean().default(false),
};

/** "Other" needs the school's name: the check shared by every form that names a school. */
function otherNeedsAName(
  value: { affiliation: string; otherAffiliation?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.affiliation === OTHER_AFFILIATION && !value.otherAffiliation) {
    context.addIssue({
      code: 'custom',
      path: ['otherAffiliation'],
      message: 'enter the name of your school or club',
    });
  }
}

/**
 * One dancer on the registration form (issue 13): name, private email,
 * school from the list (or Other with a name), a level per style, an
 * optional age group, whether a student, and the waiver accepted.
 */
export const registrantSchema = z
  .strictObject({
    ...dancerFields,
    /** Spec §9: each dancer accepts the liability release and media-use statement. */
    waiverAccepted: z.literal(true, { error: 'each dancer must accept the waiver' }),
  })
  .superRefine(otherNeedsAName);
export type RegistrantInput = z.infer<typeof registrantSchema>;

export const danceRoleSchema = z.enum(['lead', 'follow'], { message: 'choose lead or follow' });

/** Who dances with the registrant: a dancer new to the competition, one already registered, or TBA. */
export const partnerSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('new'), dancer: registrantSchema }),
    z.strictObject({ kind: z.literal('registered'), id: competitorId }),
    /** Looking for a partner: a placeholder entry and a place on the TBA list. */
    z.strictObject({ kind: z.literal('tba') }),
  ],
  { message: 'choose a partner: a new dancer, a registered dancer, or TBA' },
);
export type PartnerInput = z.infer<typeof partnerSchema>;

/** Events entered with one partner, the registrant dancing `role`. */
const entriesFields = {
  role: danceRoleSchema,
  partner: partnerSchema,
  events: z
    .array(eventName)
    .min(1, 'choose at least one event')
    .max(60, 'at most 60 events at once'),
};
export const entriesRequestSchema = z.strictObject(entriesFields);

/** A registration: one command, all of it stored or none (ADR 019). */
export const registerCommandSchema = z.strictObject({
  type: z.literal('register'),
  dancer: registrantSchema,
  ...entriesFields,
  /** When a paper or mailed form was received (staff only): its phase is that time's. */
  receivedAt: isoDateTime.optional(),
  /** Staff confirm an entry in an event already under way (`lateEntryRefusal`); ignored from others. */
  lateEntry: z.boolean().optional(),
});
export type RegisterCommand = z.infer<typeof registerCommandSchema>;

/** A dancer (with their code, or staff) adds events with a partner or TBA, and drops events. */
export const changeEntriesCommandSchema = z.strictObject({
  type: z.literal('changeEntries'),
  competitorId,
  add: entriesRequestSchema.optional(),
  /** Events whose entry of this dancer leaves (a couple's entry leaves for both dancers). */
  drop: z.array(eventName).max(60, 'at most 60 events at once').default([]),
  /** Staff confirm an entry in an event already under way (`lateEntryRefusal`); ignored from others. */
  lateEntry: z.boolean().optional(),
});
export type ChangeEntriesCommand = z.infer<typeof changeEntriesCommandSchema>;

/** A dancer's own details corrected (with their code, or staff); copied into their entries. */
export const correctDancerCommandSchema = z
  .strictObject({
    type: z.literal('correctDancer'),
    competitorId,
    name: dancerFields.name,
    affiliation: dancerFields.affiliation,
    otherAffiliation: dancerFields.otherAffiliation,
    levels: dancerFields.levels,
    /** Without it the dancer has no age group. */
    ageGroup: dancerFields.ageGroup,
    /** Only for self-registered dancers: changes what the registrar keeps. */
    email: dancerFields.email.optional(),
    student: z.boolean().optional(),
  })
  .superRefine(otherNeedsAName);
export type CorrectDancerCommand = z.infer<typeof correctDancerCommandSchema>;

/** Two TBA dancers become one couple in each listed event where one seeks a follow and the other a lead. */
export const pairSeekersCommandSchema = z.strictObject({
  type: z.literal('pairSeekers'),
  leadId: competitorId,
  followId: competitorId,
  eventNames: z
    .array(eventName)
    .min(1, 'choose at least one event to pair in')
    .max(60, 'at most 60 events at once'),
});
export type PairSeekersCommand = z.infer<typeof pairSeekersCommandSchema>;

/**
 * A pending partnership request answered (issue 24 item 4): the partner asked
 * accepts (the couple is entered and charged then) or declines; the requester
 * withdraws. `competitorId` is the dancer answering, so the policy can check
 * it without the state.
 */
export const answerPartnershipCommandSchema = z.strictObject({
  type: z.literal('answerPartnership'),
  competitorId,
  requestId: recordKeySchema,
  answer: z.enum(['accept', 'decline', 'withdraw'], {
    message: 'answer accept, decline or withdraw',
  }),
});
export type AnswerPartnershipCommand = z.infer<typeof answerPartnershipCommandSchema>;

export const recordPaymentCommandSchema = z.strictObject({
  type: z.literal('recordPayment'),
  competitorId,
  amount: centsSchema.min(1, 'enter the amount received'),
  method: z.enum(paymentMethods, { message: 'choose cash, cheque or transfer' }),
  note: singleLineText().trim().max(500, 'at most 500 characters').default(''),
});
export type RecordPaymentCommand = z.infer<typeof recordPaymentCommandSchema>;

/**
 * The registrar refunds part of a payment or voids it (issue 25 item 9), with a reason: a new
 * entry beside the payment, never a deletion. A void takes back what is left of the payment, so
 * it names no amount; a refund does.
 */
export const correctPaymentCommandSchema = z
  .strictObject({
    type: z.literal('correctPayment'),
    paymentId: recordKeySchema,
    kind: z.enum(paymentCorrectionKinds, { message: 'choose refund or void' }),
    amount: centsSchema.min(1, 'enter the amount refunded').optional(),
    reason: singleLineText()
      .trim()
      .min(1, 'say why the payment is corrected')
      .max(500, 'at most 500 characters'),
  })
  .superRefine((value, context) => {
    if (value.kind === 'refund' && value.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'enter the amount refunded' });
    }
  });
export type CorrectPaymentCommand = z.infer<typeof correctPaymentCommandSchema>;

/**
 * The registrar takes a sum off what a dancer owes (a discount) or waives everything charged so
 * far (a fee waiver), with a reason (issue 25 item 11): a line of its own on the invoice.
 */
export const adjustFeesCommandSchema = z
  .strictObject({
    type: z.literal('adjustFees'),
    competitorId,
    kind: z.enum(feeAdjustmentKinds, { message: 'choose discount or waiver' }),
    amount: centsSchema.min(1, 'enter the discount').optional(),
    reason: singleLineText()
      .trim()
      .min(1, 'say why the fees are reduced')
      .max(500, 'at most 500 characters'),
  })
  .superRefine((value, context) => {
    if (value.kind === 'discount' && value.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'enter the discount' });
    }
  });
export type AdjustFeesCommand = z.infer<typeof adjustFeesCommandSchema>;

/** The registrar withdraws a dancer: their entries and TBA places go; what they owe stays. */
export const withdrawDancerCommandSchema = z.strictObject({
  type: z.literal('withdrawDancer'),
  competitorId,
});
export type WithdrawDancerCommand = z.infer<typeof withdrawDancerCommandSchema>;

/**
 * The registrar settles a school a dancer typed (issue 25): confirmed (it
 * joins the competition's list and becomes the dancer's school), or merged
 * `into` one already on the list.
 */
export const settleTypedSchoolCommandSchema = z.strictObject({
  type: z.literal('settleTypedSchool'),
  competitorId,
  into: singleLineText().trim().min(1, 'choose a school from the list').max(120).optional(),
});
export type SettleTypedSchoolCommand = z.infer<typeof settleTypedSchoolCommandSchema>;

export const setFeeScheduleCommandSchema = z.strictObject({
  type: z.literal('setFeeSchedule'),
  fees: feeScheduleInputSchema,
});
export type SetFeeScheduleCommand = z.infer<typeof setFeeScheduleCommandSchema>;

/** The commands of registration (issue 13, ADR 019). */
export const registrationCommandSchemas = [
  registerCommandSchema,
  changeEntriesCommandSchema,
  correctDancerCommandSchema,
  pairSeekersCommandSchema,
  answerPartnershipCommandSchema,
  recordPaymentCommandSchema,
  correctPaymentCommandSchema,
  adjustFeesCommandSchema,
  withdrawDancerCommandSchema,
  settleTypedSchoolCommandSchema,
  setFeeScheduleCommandSchema,
] as const;
