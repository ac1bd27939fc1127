import type { Competitor, DanceEvent } from '../competition/dance-event';
import { defaultSettings, type ContentPage, type EventSettings } from '../competition/settings';

/** The fields of the competition's state that setup owns. */
export interface SetupState {
  /** Text of the public content pages, written on the setup screen. */
  pages: Record<ContentPage, string>;
  /** Schools and clubs couples may dance for; editable per competition. */
  affiliations: readonly string[];
  settings: EventSettings;
  /** Dancers by id. */
  competitors: Record<string, Competitor>;
  /** Events keyed by name (spec §3). */
  events: Record<string, DanceEvent>;
}

const emptyPages: SetupState['pages'] = {
  details: '',
  rules: '',
  venue: '',
  contact: '',
  about: '',
  waiver: '',
};

/** A new competition's setup: empty pages, the schools it starts with, default settings. */
export function emptySetup(affiliations: readonly string[]): SetupState {
  return {
    pages: emptyPages,
    affiliations,
    settings: defaultSettings,
    competitors: {},
    events: {},
  };
}
