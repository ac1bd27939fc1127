import {
  competitionTimeZone,
  isoToZonedInput,
  isTimeZoneName,
  metadataPatchSchema,
  zonedInputToIso,
  type MetadataFields,
  type MetadataPatch,
  type RegistrationStatus,
} from '@floorcraft/domain';
import { domainResolver } from '../../lib/forms/domain-resolver';

/** The competition form as typed: every field a string or a switch. */
export interface MetadataDraft {
  fullName: string;
  primaryColor: string;
  startDate: string;
  endDate: string;
  dateRegistrationOpen: string;
  dateRegistrationEarly: string;
  dateRegistrationClosed: string;
  registrationStatus: RegistrationStatus;
  resultsPageShown: boolean;
  website: string;
  facebook: string;
  instagram: string;
  venueName: string;
  venueAddress: string;
  tagline: string;
  /** The IANA zone the deadlines above are typed in, and every time is shown in. */
  timeZone: string;
}

export type MetadataField = keyof MetadataDraft;

/** Where each path of updateMetadata's patch lands on the competition form. */
export const METADATA_FIELD_OF_PATH: Readonly<Record<string, MetadataField>> = {
  fullName: 'fullName',
  primaryColor: 'primaryColor',
  startDate: 'startDate',
  endDate: 'endDate',
  dateRegistrationOpen: 'dateRegistrationOpen',
  dateRegistrationEarly: 'dateRegistrationEarly',
  dateRegistrationClosed: 'dateRegistrationClosed',
  registrationStatus: 'registrationStatus',
  resultsPageShown: 'resultsPageShown',
  'socials.website': 'website',
  'socials.facebook': 'facebook',
  'socials.instagram': 'instagram',
  'venue.name': 'venueName',
  'venue.address': 'venueAddress',
  tagline: 'tagline',
  timeZone: 'timeZone',
};

const DEADLINES = [
  'dateRegistrationOpen',
  'dateRegistrationEarly',
  'dateRegistrationClosed',
] as const;

/**
 * The form's values for the stored record: deadlines as `datetime-local`
 * values on the competition's clock (ADR 027), never the browser's.
 */
export function metadataDraft(fields: MetadataFields): MetadataDraft {
  const zone = competitionTimeZone(fields);
  return {
    fullName: fields.fullName,
    primaryColor: fields.primaryColor,
    startDate: fields.startDate,
    endDate: fields.endDate,
    dateRegistrationOpen: isoToZonedInput(fields.dateRegistrationOpen, zone),
    dateRegistrationEarly: isoToZonedInput(fields.dateRegistrationEarly, zone),
    dateRegistrationClosed: isoToZonedInput(fields.dateRegistrationClosed, zone),
    // EARLY now means what OPEN does (the dates decide the phase): the form offers the two.
    registrationStatus: fields.registrationStatus === 'CLOSED' ? 'CLOSED' : 'OPEN',
    resultsPageShown: fields.resultsPageShown,
    website: fields.socials.website ?? '',
    facebook: fields.socials.facebook ?? '',
    instagram: fields.socials.instagram ?? '',
    venueName: fields.venue.name,
    venueAddress: fields.venue.address,
    tagline: fields.tagline,
    timeZone: zone,
  };
}

export interface MetadataChange {
  /** Only the fields that differ from what is stored; empty when nothing changed. */
  patch: MetadataPatch;
  /** Problems found before sending, by field: the domain's schema of the patch, its words. */
  problems: Partial<Record<MetadataField, string>>;
}

/**
 * What to send for the form: the changed fields only, so two organizers
 * editing different fields do not overwrite each other. Socials and venue
 * are sent whole (the domain replaces them whole); an empty social is left
 * out, which removes it.
 */
export function metadataChange(draft: MetadataDraft, stored: MetadataFields): MetadataChange {
  const before = metadataDraft(stored);
  const patch: MetadataPatch = {};
  const changed = (...fields: MetadataField[]) =>
    fields.some((field) => draft[field] !== before[field]);

  for (const field of ['fullName', 'primaryColor', 'startDate', 'endDate', 'tagline'] as const) {
    if (changed(field)) {
      patch[field] = draft[field];
    }
  }
  if (changed('timeZone')) {
    patch.timeZone = draft.timeZone;
  }
  // Deadlines are read in the zone the form names: changing the zone keeps
  // the times shown and moves the instants with it. A deadline is sent when
  // its instant changed, so one stored with another offset is not resent.
  // A zone that is not one is refused below; the deadlines stay on the stored one.
  const zone = isTimeZoneName(draft.timeZone) ? draft.timeZone : competitionTimeZone(stored);
  for (const field of DEADLINES) {
    const typed = draft[field];
    const instant = typed === '' ? undefined : zonedInputToIso(typed, zone);
    const storedAt = stored[field];
    if (instant === undefined) {
      // An emptied deadline is sent as null, which removes it.
      if (storedAt !== undefined) {
        patch[field] = null;
      }
    } else if (storedAt === undefined || Date.parse(instant) !== Date.parse(storedAt)) {
      // An unreadable value goes as typed, for the schema to name it.
      patch[field] = instant === '' ? typed : instant;
    }
  }
  if (changed('registrationStatus')) {
    patch.registrationStatus = draft.registrationStatus;
  }
  if (changed('resultsPageShown')) {
    patch.resultsPageShown = draft.resultsPageShown;
  }
  if (changed('website', 'facebook', 'instagram')) {
    patch.socials = {
      ...(draft.website.trim() ? { website: draft.website.trim() } : {}),
      ...(draft.facebook.trim() ? { facebook: draft.facebook.trim() } : {}),
      ...(draft.instagram.trim() ? { instagram: draft.instagram.trim() } : {}),
    };
  }
  if (changed('venueName', 'venueAddress')) {
    patch.venue = { name: draft.venueName, address: draft.venueAddress };
  }
  return { patch, problems: checkPatch(patch) };
}

/** updateMetadata's own schema over the patch, each problem on the field it names. */
const checkPatch = domainResolver<MetadataPatch>({
  schema: metadataPatchSchema,
  input: (patch) => patch,
  fields: METADATA_FIELD_OF_PATH,
});
