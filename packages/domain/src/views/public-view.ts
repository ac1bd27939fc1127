import type { CompetitionMetadata } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import type { BigScreen, FloorState, OnFloor } from '../floor/state';
import type { Registration } from '../registration/state';
import { withHeldFinalsHidden } from './held-finals-hidden';
import { withPostedMarksOnly } from './posted-marks';
import { stateFields } from './state-fields';
import { visibleFields } from './visible-fields';

/** An organizer as the public sees them: a name and a role, never contact details. */
export interface PublicOrganizer {
  key: string;
  name: string;
  role: string;
}

/** An official as the public sees them: who they are, never which account they sign in with. */
export interface PublicOfficial {
  key: string;
  name: string;
  role: string;
  bio: string;
  photoURL?: string;
}

export interface PublicMetadata extends Omit<CompetitionMetadata, 'officials' | 'organizers'> {
  officials: Record<string, PublicOfficial>;
  organizers: Record<string, PublicOrganizer>;
}

/**
 * What any visitor may see of a competition: the information pages, the
 * events with their couples and rounds (heat sheets are public), the
 * dancers' names and schools, and the display settings; marks and results
 * of posted rounds only (unposted marks never reach a public client).
 */
export interface PublicView {
  slug: string;
  metadata: PublicMetadata;
  pages: CompetitionState['pages'];
  affiliations: CompetitionState['affiliations'];
  settings: CompetitionState['settings'];
  competitors: CompetitionState['competitors'];
  events: CompetitionState['events'];
  /** Every judge's marks of posted rounds. */
  marks: CompetitionState['marks'];
  /** Saved results: they exist only for posted rounds. */
  results: CompetitionState['results'];
  /** The fee schedule and the TBA list; never accounts, payments or codes (ADR 019). */
  registration: PublicRegistration;
  /** The heat on the floor and the big screen; never the deck captain's notes (issue 14). */
  floor: PublicFloor;
  /** Archived by its owner: read-only, its results still shown (issue 25). */
  archived?: boolean;
}

/** What anybody sees of the floor: the heat called (not who called it) and the big screen. */
export interface PublicFloor {
  onFloor?: Omit<OnFloor, 'by'>;
  bigScreen: BigScreen;
  /** Finals whose places are held until revealed or released (ADR 029): counts only. */
  heldFinals: FloorState['heldFinals'];
}

/** What anybody sees of registration: the prices, who is looking for a partner, the waitlists. */
export type PublicRegistration = Pick<Registration, 'fees' | 'seeking' | 'waitlist'>;

/**
 * The public view: everything a spectator's browser may hold, by the public
 * column of the allow-list (`stateFields`, ADR 018), so a field added to the
 * state stays private until somebody decides to publish it. Marks of posted
 * rounds only, without their scoring history; a held final's places only
 * as far as the big screen has revealed them (`withHeldFinalsHidden`, ADR 029).
 */
export function publicView(state: CompetitionState): PublicView {
  // What the table hides from the public is optional in these types (an organizer's email and
  // phone, an official's account, the marks' history, registration's private parts), so the
  // picked state fits `PublicView`.
  const shown = withHeldFinalsHidden(withPostedMarksOnly(state));
  return visibleFields(shown, stateFields, 'public') as PublicView;
}
