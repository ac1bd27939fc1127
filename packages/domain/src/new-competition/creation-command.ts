import type { Command } from '../composition/command';
import type { MetadataFields } from '../competition/metadata';
import type { NewCompetitionDetails } from './competition-start';
import { withTimeZone } from './metadata-time-zone';

/** What a new competition takes from its source besides the details; the rest starts blank. */
export type CarriedMetadata = Pick<MetadataFields, 'primaryColor' | 'socials' | 'tagline'>;

const BLANK: CarriedMetadata = { primaryColor: '#1d4ed8', socials: {}, tagline: '' };

/**
 * The createCompetition command of a new competition: its name, slug,
 * dates, venue and time zone from the details. Registration starts closed
 * with no deadlines (the organizer sets them and opens it) and results are
 * not shown, whatever the source's state was.
 */
export function creationCommand(
  details: NewCompetitionDetails,
  carried: CarriedMetadata = BLANK,
): Extract<Command, { type: 'createCompetition' }> {
  const metadata: MetadataFields = {
    ...carried,
    fullName: details.name,
    startDate: details.startDate,
    endDate: details.endDate,
    venue: details.venue,
    registrationStatus: 'CLOSED',
    resultsPageShown: false,
  };
  return {
    type: 'createCompetition',
    slug: details.slug,
    metadata: withTimeZone(metadata, details.timeZone),
  };
}

/**
 * A fee schedule of nothing to pay in the details' currency: the fee
 * schedule is where a competition keeps its currency, so the setup screen
 * shows it, and nobody is charged until the organizer sets prices.
 */
export function freeFeeSchedule(currency: string): Extract<Command, { type: 'setFeeSchedule' }> {
  const free = { Early: 0, Normal: 0, Late: 0 };
  return {
    type: 'setFeeSchedule',
    fees: { currency, perDancer: free, perEntry: free, student: null },
  };
}
