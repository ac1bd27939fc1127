import { z } from 'zod';
import { singleLineText } from '../competition/plain-text';

/** An amount of money in cents (whole, never negative): what a price or a payment is written in. */
export const centsSchema = z
  .number()
  .int('must be whole cents')
  .min(0, 'must not be negative')
  .max(10_000_000, 'must be at most 100,000.00');

/** One price for each paying phase; a Pending registration (no deadlines set) pays Normal. */
export const phasePricesSchema = z.strictObject({
  Early: centsSchema,
  Normal: centsSchema,
  Late: centsSchema,
});
export type PhasePrices = z.infer<typeof phasePricesSchema>;

/** The prices of one kind of registrant: once per dancer, and per dancer for each entry. */
export const priceListSchema = z.strictObject({
  perDancer: phasePricesSchema,
  perEntry: phasePricesSchema,
});
export type PriceList = z.infer<typeof priceListSchema>;

/**
 * What registering costs (issue 13 item 7, ADR 019): per dancer and per
 * entry, each by phase, with student prices where the organizer splits
 * them. Public: the registration form shows the fee as couples pick events.
 */
export const feeScheduleSchema = z.strictObject({
  /** ISO 4217, for display only: amounts are cents of it. */
  currency: singleLineText().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code, e.g. USD'),
  ...priceListSchema.shape,
  /** Prices for dancers who register as students; without them students pay the others. */
  student: priceListSchema.optional(),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/**
 * What setFeeSchedule takes: the whole schedule, the student prices
 * included, null when students pay the others. Required, so a client that
 * leaves them out is refused, naming them, instead of erasing them (issue 24).
 */
export const feeScheduleInputSchema = feeScheduleSchema.extend({
  student: priceListSchema.nullable(),
});
export type FeeScheduleInput = z.infer<typeof feeScheduleInputSchema>;
