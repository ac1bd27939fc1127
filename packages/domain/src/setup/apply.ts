import type { CompetitionState } from '../competition/state';
import { applyRounds } from './apply-rounds';
import type { SetupFoldEvent } from './events';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/**
 * Folds the events of competition setup: the pages, the schools, the settings and the
 * competitors here; events, entries, rounds and the schedule in `applyRounds`.
 */
export function applySetup(state: CompetitionState, event: SetupFoldEvent): CompetitionState {
  switch (event.type) {
    case 'PageTextSaved':
      return { ...state, pages: { ...state.pages, [event.page]: event.text } };
    case 'AffiliationsSet':
      return { ...state, affiliations: event.affiliations };
    case 'SettingsUpdated': {
      const { timing, ...flags } = event.patch;
      return {
        ...state,
        settings: {
          ...state.settings,
          ...flags,
          timing: timing ? { ...state.settings.timing, ...timing } : state.settings.timing,
        },
      };
    }
    case 'CompetitorsSaved': {
      const competitors = { ...state.competitors };
      for (const competitor of event.competitors) {
        competitors[competitor.id] = competitor;
      }
      return { ...state, competitors };
    }
    case 'CompetitorRemoved':
      return { ...state, competitors: without(state.competitors, event.id) };
    case 'EventSaved':
    case 'EventRemoved':
    case 'EntriesAdded':
    case 'EntryRemoved':
    case 'RoundsReplaced':
    case 'RoundsUpdated':
    case 'EntriesUpdated':
    case 'CompetitorScratched':
    case 'RecalledCouplesWithdrawn':
      return applyRounds(state, event);
  }
}
