import type {
  Competitor,
  Entry,
  EventDefinition,
  MarkChange,
  ReopenedCard,
  Round,
  SavedRoundResult,
} from './dance-event';
import type { MetadataFields, MetadataPatch, Official, Organizer } from './metadata';
import type { LifecycleRoundState } from './round-lifecycle-states';
import type { FloorEvent } from '../floor/floor-events';
import type { MessageEvent } from '../messages/message-events';
import type { RegistrationEvent } from '../registration/registration-events';
import type { ContentPage, SettingsPatch } from './settings';

/** Fields of a round that change in place (state, sizes, times, schedule position). */
export type RoundFields = Partial<
  Pick<
    Round,
    'recallSize' | 'numHeats' | 'roundStartTime' | 'roundActualStartTime' | 'scheduleIndex'
  >
> & {
  /** Stored as the plain code; only the round lifecycle (`transition`) writes it (ADR 015). */
  roundState?: LifecycleRoundState;
};

/** One round's change within a `RoundsUpdated` event. */
export interface RoundChange {
  eventName: string;
  roundNumber: number;
  fields: RoundFields;
}

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

/** The facts recorded in a competition's append-only log. Past tense, never edited. */
export type DomainEvent =
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
  | { type: 'PaymentInstructionsSet'; text: string }
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
  | { type: 'RoundsUpdated'; changes: RoundChange[] }
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
    }
  /** A judge's card for one dance stored (from a tablet or keyed from paper). */
  | { type: 'MarksStored'; eventName: string; roundNumber: number; change: MarkChange }
  | {
      type: 'JudgeCardReopened';
      eventName: string;
      roundNumber: number;
      judgeKey: string;
      card: ReopenedCard;
    }
  | {
      type: 'RecallCutSet';
      eventName: string;
      roundNumber: number;
      recall: number;
      /** Who chose and when (absent in logs written before issue 15). */
      by?: string;
      at?: string;
    }
  | { type: 'RoundApproved'; eventName: string; roundNumber: number; at: string; by: string }
  /**
   * The judges who mark a round (absent: every judge). The cards of judges
   * taken off stay; an approval and a recall chosen on the old panel's
   * totals are withdrawn.
   */
  | { type: 'RoundPanelSet'; eventName: string; roundNumber: number; judgeKeys?: string[] }
  /**
   * The couples a discarded preliminary result had recalled leave the round
   * they were recalled into (it holds no marks yet), so posting again
   * recalls afresh.
   */
  | { type: 'RecalledCouplesWithdrawn'; eventName: string; roundNumber: number; entryIds: string[] }
  /** A round's marks, scoring facts and saved result dropped (its state stepped back, confirmed). */
  | { type: 'RoundMarksDiscarded'; eventName: string; roundNumber: number }
  /** Results published; with the Final, the event's final results too. */
  | {
      type: 'RoundPosted';
      eventName: string;
      roundNumber: number;
      result: SavedRoundResult;
      finalResults?: Record<string, number>;
    }
  | RegistrationEvent
  | FloorEvent
  | MessageEvent;

export type DomainEventType = DomainEvent['type'];
