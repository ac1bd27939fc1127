import type { CompetitionMetadata } from '../competition/metadata';

/** The fields of the competition's state that metadata owns. */
export interface MetadataState {
  metadata: CompetitionMetadata;
  /** Archived by its owner: read-only, results still public, listed among the past (issue 25). */
  archived?: boolean;
}
