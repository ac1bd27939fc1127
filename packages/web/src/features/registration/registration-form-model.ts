import {
  eligibleEvents,
  type DanceRole,
  type EligibilityEvent,
  type EligibleDancer,
  type RegisterCommand,
} from '@floorcraft/domain';
import {
  dancerDetails,
  emptyDancerDraft,
  type DancerDraft,
} from '../../widgets/dancer-fields/dancer-draft';

/** Who dances with the registrant: a new dancer typed here, one already registered, or TBA. */
export type PartnerKind = 'new' | 'registered' | 'tba';

/** A dancer registering on this form: their fields and their acceptance of the waiver. */
export interface RegistrantDraft extends DancerDraft {
  waiverAccepted: boolean;
}

/** The /register form's values, as typed. */
export interface RegistrationValues {
  you: RegistrantDraft;
  role: DanceRole;
  partnerKind: PartnerKind;
  /** Used when `partnerKind` is `new`. */
  partner: RegistrantDraft;
  /** Used when `partnerKind` is `registered`. */
  partnerId: string | null;
  events: string[];
  /** The honeypot (never shown to people). */
  website: string;
}

function emptyRegistrant(): RegistrantDraft {
  return { ...emptyDancerDraft(), waiverAccepted: false };
}

/** A form nobody has typed in yet. */
export function emptyRegistration(): RegistrationValues {
  return {
    you: emptyRegistrant(),
    role: 'lead',
    partnerKind: 'tba',
    partner: emptyRegistrant(),
    partnerId: null,
    events: [],
    website: '',
  };
}

function registrantInput(draft: RegistrantDraft) {
  // The schema refuses `false` ("each dancer must accept the waiver") before anything is sent.
  return { ...dancerDetails(draft), waiverAccepted: draft.waiverAccepted as true };
}

/** The form as the `register` command's fields (the body of POST …/registrations). */
export function registrationInput(values: RegistrationValues): Omit<RegisterCommand, 'type'> {
  const partner: RegisterCommand['partner'] =
    values.partnerKind === 'new'
      ? { kind: 'new', dancer: registrantInput(values.partner) }
      : values.partnerKind === 'registered'
        ? { kind: 'registered', id: values.partnerId ?? '' }
        : { kind: 'tba' };
  return {
    dancer: registrantInput(values.you),
    role: values.role,
    partner,
    events: [...new Set(values.events)],
  };
}

/**
 * Where a path of the `register` command (the domain's refusal, the
 * server's check of the request with its `registration.` prefix, or the
 * schema in the browser) lands on this form; undefined for none.
 */
export function registrationFieldOf(path: string): string | undefined {
  const bare = path.replace(/^registration\./, '');
  const [head = '', ...rest] = bare.split('.');
  const tail = rest.join('.');
  switch (head) {
    case 'dancer':
      return tail ? `you.${tail}` : 'you';
    case 'partner':
      if (tail.startsWith('dancer.')) {
        return `partner.${tail.slice('dancer.'.length)}`;
      }
      return tail === 'id' ? 'partnerId' : 'partnerKind';
    case 'role':
      return 'role';
    case 'events':
      return 'events';
    default:
      return undefined;
  }
}

const DANCER_LABELS: Readonly<Record<string, string>> = {
  name: 'name',
  email: 'email',
  affiliation: 'school or club',
  otherAffiliation: 'school or club’s name',
  levels: 'levels',
  ageGroup: 'age group',
  student: 'student',
  waiverAccepted: 'waiver',
};

/** How the form's fields are named in its problem list ("Your email: enter an email address."). */
export const REGISTRATION_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(DANCER_LABELS).flatMap(([field, label]) => [
      [`you.${field}`, `Your ${label}`],
      [`partner.${field}`, `Partner’s ${label}`],
    ]),
  ),
  you: 'You',
  partner: 'Partner',
  partnerId: 'Partner',
  partnerKind: 'Partner',
  role: 'Your role',
  events: 'Events',
};

/** The dancers whose levels decide which events the couple may enter. */
export function couple(
  values: RegistrationValues,
  competitors: Readonly<Record<string, EligibleDancer>>,
): EligibleDancer[] {
  const you = { name: values.you.name || 'You', levels: values.you.levels };
  if (values.partnerKind === 'new') {
    return [you, { name: values.partner.name || 'Your partner', levels: values.partner.levels }];
  }
  const registered = values.partnerId ? competitors[values.partnerId] : undefined;
  return registered ? [you, registered] : [you];
}

/**
 * The events the couple may enter given their levels (ADR 019, spec §5),
 * by name: never Awards or Break, never below a dancer's level.
 */
export function offeredEvents<Event extends EligibilityEvent>(
  events: readonly Event[],
  dancers: readonly EligibleDancer[],
): Event[] {
  return eligibleEvents(events, dancers).sort((a, b) => a.name.localeCompare(b.name));
}
