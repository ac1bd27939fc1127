import type { MetadataFields, MetadataPatch, Official, Organizer } from '../competition/metadata';

/** The competition's creation, its details, officials, organizers, payment text and archiving. */
export type MetadataEvent =
  | {
      type: 'CompetitionCreated';
      slug: string;
      metadata: MetadataFields;
      /**
       * The schools it starts with: none since issue 25. Logs written before say nothing, and
       * keep the list they were given then (`legacyAffiliations`).
       */
      affiliations?: readonly string[];
    }
  | { type: 'MetadataUpdated'; patch: MetadataPatch }
  | { type: 'CompetitionArchived' }
  | { type: 'CompetitionUnarchived' }
  | { type: 'OfficialSaved'; official: Official }
  | { type: 'OfficialRemoved'; key: string }
  | { type: 'OrganizerSaved'; organizer: Organizer }
  | { type: 'OrganizerRemoved'; key: string }
  /** How to pay, as registration shows it; empty text removes it. */
  | { type: 'PaymentInstructionsSet'; text: string };

/**
 * Every event type metadata's fold takes, for the root's dispatch table (`CompetitionCreated`
 * is the root's to fold). `satisfies` holds it to exactly the fold's types.
 */
export const metadataEventTypes = {
  MetadataUpdated: true,
  PaymentInstructionsSet: true,
  CompetitionArchived: true,
  CompetitionUnarchived: true,
  OfficialSaved: true,
  OfficialRemoved: true,
  OrganizerSaved: true,
  OrganizerRemoved: true,
} as const satisfies Record<Exclude<MetadataEvent, { type: 'CompetitionCreated' }>['type'], true>;
