import { timingSchema, type Timing } from '@floorcraft/domain';

export type TimingKey = keyof Timing;
type NumberKey = Exclude<TimingKey, 'dayStart' | 'dayEnd'>;

export interface TimingFieldInfo {
  key: NumberKey;
  label: string;
  unit: 'seconds' | 'minutes';
}

/** The timing model's numbers (ADR 007), in the order the form lists them. */
export const timingNumberFields: readonly TimingFieldInfo[] = [
  { key: 'danceSeconds', label: 'Length of one dance', unit: 'seconds' },
  { key: 'changeoverSeconds', label: 'Changeover after each round', unit: 'seconds' },
  { key: 'awardsMinutes', label: 'Awards', unit: 'minutes' },
  { key: 'breakMinutes', label: 'Break', unit: 'minutes' },
];

/** The limits the domain accepts for a timing number, read from its schema. */
export function timingLimits(key: NumberKey): { min: number; max: number; whole: boolean } {
  const schema = timingSchema.shape[key];
  return {
    min: schema.minValue ?? 0,
    max: schema.maxValue ?? Number.MAX_SAFE_INTEGER,
    whole: schema.isInt === true,
  };
}

/**
 * What is wrong with a timing value typed into the form, in words, or
 * undefined when the domain will accept it. A number input gives '' when empty.
 */
export function timingProblem(key: TimingKey, value: string | number): string | undefined {
  if (key === 'dayStart' || key === 'dayEnd') {
    return timingSchema.shape[key].safeParse(value).success
      ? undefined
      : `Write the time as HH:mm, e.g. ${key === 'dayStart' ? '09:00' : '22:00'}`;
  }
  const { min, max, whole } = timingLimits(key);
  if (typeof value === 'number' && timingSchema.shape[key].safeParse(value).success) {
    return undefined;
  }
  return `Enter a ${whole ? 'whole number' : 'number'} from ${min} to ${max}`;
}
