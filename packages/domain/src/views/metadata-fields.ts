import type { CompetitionMetadata } from '../competition/metadata';
import { everyone, publicly, staffOnly, type FieldTable } from './field-table';

/**
 * Who sees each field of the competition's metadata. Organizers' contact
 * details and an official's linked account are for signed-in staff only.
 */
export const metadataFields = {
  fullName: everyone,
  primaryColor: publicly,
  startDate: publicly,
  endDate: publicly,
  dateRegistrationOpen: publicly,
  dateRegistrationEarly: publicly,
  dateRegistrationClosed: publicly,
  registrationStatus: publicly,
  resultsPageShown: publicly,
  socials: { website: publicly, facebook: publicly, instagram: publicly },
  venue: { name: publicly, address: publicly },
  tagline: publicly,
  // Everyone: the judge tablet's "coming up" shows its times in the zone too.
  timeZone: everyone,
  // How to pay is for the people registering: /register's confirmation shows it.
  paymentInstructions: publicly,
  officials: {
    each: {
      // The judge's tablet letters the panel: judges are found by role, lettered by `letter`.
      key: everyone,
      name: everyone,
      role: everyone,
      letter: everyone,
      bio: publicly,
      photoURL: publicly,
      userId: staffOnly,
    },
  },
  organizers: {
    each: { key: publicly, name: publicly, role: publicly, email: staffOnly, phone: staffOnly },
  },
} as const satisfies FieldTable<CompetitionMetadata>;
