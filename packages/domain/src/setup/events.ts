import type { RoundEvent } from '../competition/round-events';
import type { Competitor, Entry, EventDefinition, Round } from '../competition/dance-event';
import type { ContentPage, SettingsPatch } from '../competition/settings';

/** One entry's change; without `roundNumber` it is the event's own entry. */
export interface EntryChange {
  eventName: string;
  roundNumber?: number;
  entryId: string;
  /** Check-in and number, or the dancers' names and school copied from a corrected competitor. */
  fields: Partial<
    Pick<Entry, 'checkedIn' | 'leadNumber' | 'leadName' | 'followName' | 'affiliation'>
  >;
}

/** The competition's setup: pages, schools, settings, events, competitors, entries and rounds. */
export type SetupEvent =
  | { type: 'PageTextSaved'; page: ContentPage; text: string }
  | { type: 'AffiliationsSet'; affiliations: string[] }
  | { type: 'SettingsUpdated'; patch: SettingsPatch }
  | { type: 'EventSaved'; definition: EventDefinition }
  | { type: 'EventRemoved'; eventName: string }
  | { type: 'CompetitorsSaved'; competitors: Competitor[] }
  | { type: 'CompetitorRemoved'; id: string }
  /** Entries join the event's own list (`toEvent`) and/or the listed rounds. */
  | {
      type: 'EntriesAdded';
      eventName: string;
      entries: Entry[];
      toEvent: boolean;
      roundNumbers: number[];
      /** Added late to this heat of the rounds (never the event's own list). */
      heat?: number;
    }
  /** An entry leaves the event and every round of it. */
  | { type: 'EntryRemoved'; eventName: string; entryId: string }
  /**
   * An event's rounds after a change of their number or order (generate,
   * skip, add, delete, clear). `renumber` maps old round numbers to new ones
   * so stored marks and saved results move with their rounds.
   */
  | {
      type: 'RoundsReplaced';
      eventName: string;
      rounds: Record<number, Round>;
      renumber?: Record<number, number>;
    }
  | { type: 'EntriesUpdated'; changes: EntryChange[] }
  /** A couple withdrawn from a round: gone from its entries and from its marks (spec §4). */
  | {
      type: 'CompetitorScratched';
      eventName: string;
      roundNumber: number;
      entryId: string;
      leadNumber: number;
      /**
       * The heats of the couples left, by entry id, when the round's heats are
       * already lined up: they stay where they are instead of being split again.
       */
      keepHeats?: Record<string, number>;
    };

/** The events setup folds: its own, and the round lifecycle's changes to rounds and entries. */
export type SetupFoldEvent =
  SetupEvent | Extract<RoundEvent, { type: 'RoundsUpdated' | 'RecalledCouplesWithdrawn' }>;

/** Every event type setup's fold takes, for the root's dispatch table; exactly the fold's. */
export const setupEventTypes = {
  PageTextSaved: true,
  AffiliationsSet: true,
  SettingsUpdated: true,
  CompetitorsSaved: true,
  CompetitorRemoved: true,
  EventSaved: true,
  EventRemoved: true,
  EntriesAdded: true,
  EntryRemoved: true,
  RoundsReplaced: true,
  RoundsUpdated: true,
  EntriesUpdated: true,
  CompetitorScratched: true,
  RecalledCouplesWithdrawn: true,
} as const satisfies Record<SetupFoldEvent['type'], true>;
