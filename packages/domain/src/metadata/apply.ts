import { withMetadataPatch } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import type { MetadataEvent } from './events';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** Folds a change to the details, officials, organizers, payment text or archiving. */
export function applyMetadata(
  state: CompetitionState,
  event: Exclude<MetadataEvent, { type: 'CompetitionCreated' }>,
): CompetitionState {
  const { metadata } = state;
  switch (event.type) {
    case 'MetadataUpdated':
      return { ...state, metadata: withMetadataPatch(metadata, event.patch) };
    case 'PaymentInstructionsSet': {
      const { paymentInstructions: _replaced, ...rest } = metadata;
      return {
        ...state,
        metadata: event.text === '' ? rest : { ...rest, paymentInstructions: event.text },
      };
    }
    case 'CompetitionArchived':
      return { ...state, archived: true };
    case 'CompetitionUnarchived':
      return { ...state, archived: false };
    case 'OfficialSaved':
      return {
        ...state,
        metadata: {
          ...metadata,
          officials: { ...metadata.officials, [event.official.key]: event.official },
        },
      };
    case 'OfficialRemoved':
      return {
        ...state,
        metadata: { ...metadata, officials: without(metadata.officials, event.key) },
      };
    case 'OrganizerSaved':
      return {
        ...state,
        metadata: {
          ...metadata,
          organizers: { ...metadata.organizers, [event.organizer.key]: event.organizer },
        },
      };
    case 'OrganizerRemoved':
      return {
        ...state,
        metadata: { ...metadata, organizers: without(metadata.organizers, event.key) },
      };
  }
}
