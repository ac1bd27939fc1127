import {
  metadataPatchSchema,
  type MetadataFields,
  type MetadataPatch,
  type RegistrationStatus,
} from '@floorcraft/domain';
import { domainResolver } from '../../lib/forms/domain-resolver';
import { isoFromUtcInput, utcInputValue } from './date-time-fields';

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
};

const DEADLINES = [
  'dateRegistrationOpen',
  'dateRegistrationEarly',
  'dateRegistrationClosed',
] as const;

export function metadataDraft(fields: MetadataFields): MetadataDraft {
  return {
    fullName: fields.fullName,
    primaryColor: fields.primaryColor,
    startDate: fields.startDate,
    endDate: fields.endDate,
    dateRegistrationOpen: utcInputValue(fields.dateRegistrationOpen),
    dateRegistrationEarly: utcInputValue(fields.dateRegistrationEarly),
    dateRegistrationClosed: utcInputValue(fields.dateRegistrationClosed),
    // EARLY now means what OPEN does (the dates decide the phase): the form offers the two.
    registrationStatus: fields.registrationStatus === 'CLOSED' ? 'CLOSED' : 'OPEN',
    resultsPageShown: fields.resultsPageShown,
    website: fields.socials.website ?? '',
    facebook: fields.socials.facebook ?? '',
    instagram: fields.socials.instagram ?? '',
    venueName: fields.venue.name,
    venueAddress: fields.venue.address,
    tagline: fields.tagline,
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
  for (const field of DEADLINES) {
    if (!changed(field)) {
      continue;
    }
    // An emptied deadline is sent as null, which removes it.
    patch[field] = draft[field] === '' ? null : isoFromUtcInput(draft[field]);
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
