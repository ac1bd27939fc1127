import type { CompetitionMetadata } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import { postedMarks } from './posted-marks';

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
}

const organizersCache = new WeakMap<
  CompetitionMetadata['organizers'],
  Record<string, PublicOrganizer>
>();

/** Drops organizers' email and phone; memoised so unchanged parts keep their identity. */
function publicOrganizers(
  organizers: CompetitionMetadata['organizers'],
): Record<string, PublicOrganizer> {
  let result = organizersCache.get(organizers);
  if (!result) {
    result = Object.fromEntries(
      Object.entries(organizers).map(([key, { name, role }]) => [key, { key, name, role }]),
    );
    organizersCache.set(organizers, result);
  }
  return result;
}

const officialsCache = new WeakMap<
  CompetitionMetadata['officials'],
  Record<string, PublicOfficial>
>();

/** Officials field by field (no `userId`); memoised so unchanged parts keep their identity. */
function publicOfficials(
  officials: CompetitionMetadata['officials'],
): Record<string, PublicOfficial> {
  let result = officialsCache.get(officials);
  if (!result) {
    result = Object.fromEntries(
      Object.entries(officials).map(([key, { name, role, bio, photoURL }]) => [
        key,
        photoURL === undefined ? { key, name, role, bio } : { key, name, role, bio, photoURL },
      ]),
    );
    officialsCache.set(officials, result);
  }
  return result;
}

const metadataCache = new WeakMap<CompetitionMetadata, PublicMetadata>();

/**
 * The public view: everything a spectator's browser may hold. Whitelisted
 * field by field, so a field added to the state later stays private until
 * somebody decides to publish it.
 */
export function publicView(state: CompetitionState): PublicView {
  const { metadata } = state;
  let publicMetadata = metadataCache.get(metadata);
  if (!publicMetadata) {
    publicMetadata = {
      fullName: metadata.fullName,
      primaryColor: metadata.primaryColor,
      startDate: metadata.startDate,
      endDate: metadata.endDate,
      dateRegistrationOpen: metadata.dateRegistrationOpen,
      dateRegistrationEarly: metadata.dateRegistrationEarly,
      dateRegistrationClosed: metadata.dateRegistrationClosed,
      registrationStatus: metadata.registrationStatus,
      resultsPageShown: metadata.resultsPageShown,
      socials: metadata.socials,
      venue: metadata.venue,
      tagline: metadata.tagline,
      officials: publicOfficials(metadata.officials),
      organizers: publicOrganizers(metadata.organizers),
    };
    metadataCache.set(metadata, publicMetadata);
  }
  // These parts hold nothing private, so they are passed as they are, keeping their identity.
  return {
    slug: state.slug,
    metadata: publicMetadata,
    pages: state.pages,
    affiliations: state.affiliations,
    settings: state.settings,
    competitors: state.competitors,
    events: state.events,
    marks: postedMarks(state),
    results: state.results,
  };
}
