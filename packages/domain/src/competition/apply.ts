import type { DomainEvent } from './events';
import type { CompetitionState } from './state';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/**
 * Folds one event into the state. Pure and total: it never throws for an
 * event that `decide` produced, and it returns new objects only along the
 * path that changed, so views and diffs can compare by reference.
 */
export function apply(state: CompetitionState | undefined, event: DomainEvent): CompetitionState {
  if (event.type === 'CompetitionCreated') {
    return { slug: event.slug, metadata: { ...event.metadata, officials: {}, organizers: {} } };
  }
  if (!state) {
    throw new Error(`${event.type} cannot come before CompetitionCreated`);
  }
  const { metadata } = state;
  switch (event.type) {
    case 'MetadataUpdated':
      return { ...state, metadata: { ...metadata, ...event.patch } };
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

/** Folds a whole log (or the tail after a snapshot) into a state. */
export function applyAll(
  state: CompetitionState | undefined,
  events: Iterable<DomainEvent>,
): CompetitionState | undefined {
  let current = state;
  for (const event of events) {
    current = apply(current, event);
  }
  return current;
}
