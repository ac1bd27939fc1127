import type { Competitor, DanceEvent, EventMarks, EventResults } from './dance-event';
import type { CompetitionMetadata } from './metadata';
import type { FloorState } from '../floor/floor-state';
import type { OutgoingMessage } from '../messages/message-state';
import type { Registration } from '../registration/registration-state';
import type { ContentPage, EventSettings } from './settings';

/**
 * Everything known about one competition: the fold of its event log.
 */
export interface CompetitionState {
  slug: string;
  metadata: CompetitionMetadata;
  /** Text of the public content pages, written on the setup screen. */
  pages: Record<ContentPage, string>;
  /** Schools and clubs couples may dance for; editable per competition. */
  affiliations: readonly string[];
  settings: EventSettings;
  /** Dancers by id. */
  competitors: Record<string, Competitor>;
  /** Events keyed by name (spec §3). */
  events: Record<string, DanceEvent>;
  /** Marks by event name (spec §3); private until posted. */
  marks: Record<string, EventMarks>;
  /** Saved results by event name (spec §3 "resultsSaved"). */
  results: Record<string, EventResults>;
  /** Fees, the registrar's accounts and payments, competitor codes and the TBA list (ADR 019). */
  registration: Registration;
  /** The floor staff's live state: the heat called, heats ready, notes, the big screen (issue 14). */
  floor: FloorState;
  /**
   * Messages staff mailed to entrants, by id (issue 25 item 8); the registrar's view only.
   * Absent in snapshots from before them.
   */
  messages?: Record<string, OutgoingMessage>;
  /** Archived by its owner: read-only, results still public, listed among the past (issue 25). */
  archived?: boolean;
}

/**
 * Bumped whenever `apply` or the state shape changes, so that snapshots
 * written by an older server are ignored and the log is folded again.
 */
export const STATE_FORMAT = 13;
