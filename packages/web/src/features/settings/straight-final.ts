import { eventSettingsSchema } from '@floorcraft/domain';

const schema = eventSettingsSchema.shape.largestStraightFinal;

/** The limits the domain accepts for the largest straight final, read from its schema. */
export const straightFinalLimits = { min: schema.minValue ?? 1, max: schema.maxValue ?? 12 };

/**
 * What is wrong with a largest straight final typed into the form, or
 * undefined when the domain will accept it. A number input gives '' when empty.
 */
export function straightFinalProblem(value: string | number): string | undefined {
  return typeof value === 'number' && schema.safeParse(value).success
    ? undefined
    : `Enter a whole number from ${straightFinalLimits.min} to ${straightFinalLimits.max}`;
}
