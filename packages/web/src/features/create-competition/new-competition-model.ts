import { newCompetitionDetailsSchema, type CompetitionStartKind } from '@floorcraft/domain';
import type { CopyableCompetition } from '../../lib/api/competition-creation';
import { allRules, domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { serverFieldErrors, type SplitErrors } from '../../lib/forms/server-field-errors';

/** The create form as typed (issue 25 item 1): every field a string, the start a choice. */
export interface NewCompetitionDraft {
  name: string;
  slug: string;
  startDate: string;
  endDate: string;
  venueName: string;
  venueAddress: string;
  timeZone: string;
  currency: string;
  start: CompetitionStartKind;
  /** The competition a copy starts from; null until one is chosen. */
  copyFrom: string | null;
}

export type NewCompetitionField = keyof NewCompetitionDraft;

/** Where each path of the server's refusal (and the domain's schema) lands on the form. */
const FIELD_OF_PATH: Readonly<Record<string, NewCompetitionField>> = {
  name: 'name',
  slug: 'slug',
  startDate: 'startDate',
  endDate: 'endDate',
  'venue.name': 'venueName',
  'venue.address': 'venueAddress',
  timeZone: 'timeZone',
  currency: 'currency',
  start: 'start',
  copyFrom: 'copyFrom',
};

/** The longest address the domain takes (`competitionSlugSchema`). */
const SLUG_MAX = 64;

/**
 * The web address suggested for a competition's name, until the organizer
 * types their own: "Café Müller's Gala 2027" → "cafe-muller-s-gala-2027".
 * Accents are dropped, anything else that is not a letter or digit separates
 * words, and the result keeps to the domain's rule for a slug.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** A new form: nothing typed, the browser's time zone, US dollars, starting from nothing. */
export function emptyDraft(timeZone: string): NewCompetitionDraft {
  return {
    name: '',
    slug: '',
    startDate: '',
    endDate: '',
    venueName: '',
    venueAddress: '',
    timeZone,
    currency: 'USD',
    start: 'empty',
    copyFrom: null,
  };
}

/** The fields the organizer set by hand, which choosing a copy's source leaves alone. */
export type ChosenByHand = Partial<Record<'timeZone' | 'currency', boolean>>;

/**
 * The draft once `source` is chosen as the competition to copy: next year's edition runs
 * where this year's did, so its time zone and currency are the source's (not the
 * browser's zone or the form's dollars), unless the organizer chose their own.
 */
export function withCopySource(
  draft: NewCompetitionDraft,
  source: CopyableCompetition,
  chosen: ChosenByHand,
): NewCompetitionDraft {
  return {
    ...draft,
    copyFrom: source.slug,
    timeZone: chosen.timeZone ? draft.timeZone : source.timeZone,
    currency: chosen.currency || source.currency === undefined ? draft.currency : source.currency,
  };
}

/** The competition's details as the domain's schema (and the server) take them. */
function details(draft: NewCompetitionDraft) {
  return {
    name: draft.name,
    slug: draft.slug,
    startDate: draft.startDate,
    endDate: draft.endDate,
    venue: { name: draft.venueName, address: draft.venueAddress },
    timeZone: draft.timeZone,
    currency: draft.currency,
  };
}

/** What `POST /api/competitions` is sent: the details, the start and the command's id. */
export function creationBody(draft: NewCompetitionDraft, commandId: string) {
  return {
    commandId,
    ...details(draft),
    start: draft.start,
    ...(draft.start === 'copy' && draft.copyFrom !== null ? { copyFrom: draft.copyFrom } : {}),
  };
}

/** A copy needs its source, in the server's words (`copyFrom: choose the competition to copy`). */
const copySource = (draft: NewCompetitionDraft): FieldErrors =>
  draft.start === 'copy' && draft.copyFrom === null
    ? { copyFrom: 'choose the competition to copy' }
    : {};

/**
 * The problems found before sending, by form field, in the domain's words:
 * the same schema the server checks (`newCompetitionDetailsSchema`).
 */
export const newCompetitionProblems: (draft: NewCompetitionDraft) => FieldErrors = allRules(
  domainResolver({ schema: newCompetitionDetailsSchema, input: details, fields: FIELD_OF_PATH }),
  copySource,
);

/** The server's refusal split: each "path: problem" beside its field, the rest as sentences. */
export function refusalByField(message: string): SplitErrors<NewCompetitionField> {
  return serverFieldErrors(message, FIELD_OF_PATH, 'none');
}
