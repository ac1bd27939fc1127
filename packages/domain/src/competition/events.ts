import type { MetadataFields, MetadataPatch, Official, Organizer } from './metadata';

/** The facts recorded in a competition's append-only log. Past tense, never edited. */
export type DomainEvent =
  | { type: 'CompetitionCreated'; slug: string; metadata: MetadataFields }
  | { type: 'MetadataUpdated'; patch: MetadataPatch }
  | { type: 'OfficialSaved'; official: Official }
  | { type: 'OfficialRemoved'; key: string }
  | { type: 'OrganizerSaved'; organizer: Organizer }
  | { type: 'OrganizerRemoved'; key: string };

export type DomainEventType = DomainEvent['type'];
