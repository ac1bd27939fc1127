import { singleLineText } from './plain-text';

/**
 * A key in a keyed map (officials, organizers, and later events and entries).
 * Spec §5 database rules: keys are non-empty and free of `. # $ / [ ]`.
 */
export const recordKeySchema = singleLineText()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .refine((key) => !/[.#$/[\]]/.test(key), 'must not contain any of . # $ / [ ]');

/** A competition's URL-safe slug: lowercase letters, digits and single hyphens. */
export const competitionSlugSchema = singleLineText()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lowercase letters and digits separated by single hyphens, e.g. "spring-open-2027"',
  )
  .max(64, 'must be at most 64 characters');
