import { z } from 'zod';
import { competitionSlugSchema } from '../competition/keys';
import { metadataFieldsSchema } from '../competition/metadata';
import { feeScheduleSchema } from '../registration/fee-schedule';
import { singleLineText } from '../competition/plain-text';
import type { CompetitionState } from '../competition/state';

/** Whether `zone` is an IANA time zone this runtime knows (Intl is data, not I/O). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the create flow and `admin create-competition` ask of a new
 * competition (issue 25 item 1). Each message names its field, so a form or
 * the CLI can say which one is wrong.
 */
export const newCompetitionDetailsSchema = z
  .strictObject({
    name: metadataFieldsSchema.shape.fullName,
    slug: competitionSlugSchema,
    startDate: metadataFieldsSchema.shape.startDate,
    endDate: metadataFieldsSchema.shape.endDate,
    venue: metadataFieldsSchema.shape.venue,
    /** An IANA zone such as America/New_York; without one the competition keeps UTC. */
    timeZone: singleLineText()
      .refine(isTimeZone, 'must be a time zone such as America/New_York')
      .optional(),
    currency: feeScheduleSchema.shape.currency,
  })
  .refine((details) => details.endDate >= details.startDate, {
    path: ['endDate'],
    message: 'must not be before the start date',
  });
export type NewCompetitionDetails = z.infer<typeof newCompetitionDetailsSchema>;

/** Where a new competition starts from. */
export type CompetitionStart =
  | { from: 'empty' }
  | { from: 'collegiate' }
  /** A copy of `source`'s setup, never its people, marks or money (`copyStart`). */
  | { from: 'copy'; source: CompetitionState };

/** The names of the starts, for a form's choice or a CLI option. */
export const competitionStartKinds = ['empty', 'collegiate', 'copy'] as const;
export type CompetitionStartKind = (typeof competitionStartKinds)[number];
