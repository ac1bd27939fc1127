import type {
  Command,
  OwnRegistration,
  RegisterCommand,
  RegistrationConfirmation,
} from '@floorcraft/domain';
import { api, competitionApi } from './api-client';

/** A new dancer's competitor code, as the registration's answer gives it (spec §9). */
export interface RegisteredDancer {
  competitorId: string;
  name: string;
  code: string;
}

/** A registered dancer the registration asked to partner: entered only once they accept. */
export interface PendingPartnership {
  partnerName: string;
  eventNames: string[];
}

/** What the server answers to a registration it stored (or had stored: `duplicate`). */
export interface RegistrationAccepted {
  status: 'applied' | 'duplicate';
  version: number;
  dancers: RegisteredDancer[];
  /** Requests to registered partners, waiting for their consent (issue 24 item 4). */
  requests: PendingPartnership[];
  /** Events, fee lines, what is owed and how to pay (issue 25 item 10). */
  confirmation: RegistrationConfirmation;
}

/** The body of POST …/registrations: the form, its attempt's id, and the honeypot. */
export interface RegistrationRequest {
  commandId: string;
  registration: Omit<RegisterCommand, 'type'>;
  /** The honeypot: people never see it, so it is empty unless a robot filled the form. */
  website: string;
}

/** An email and a competitor code, as the dancer typed them: what proves who they are. */
export interface CodeProof {
  email: string;
  code: string;
}

/** The server's answer to a dancer's command: the outcome and their registration after it. */
export interface RegistrantCommandAccepted {
  status: 'applied' | 'duplicate';
  version: number;
  registration: OwnRegistration;
}

/** The registration routes of the competition `slug` (the server's default when undefined). */
function registrationsPath(slug: string | undefined, suffix = ''): string {
  const base = slug === undefined ? '/api' : competitionApi(slug);
  return `${base}/registrations${suffix}`;
}

/**
 * Registers a dancer and their partner or TBA (/register). The command id is
 * the attempt's: a retry with it after a lost answer gets the same codes
 * back and registers nobody twice.
 */
export function submitRegistration(
  slug: string | undefined,
  request: RegistrationRequest,
): Promise<RegistrationAccepted> {
  return api<RegistrationAccepted>('POST', registrationsPath(slug), request);
}

/**
 * The dancer's own registration (the domain's `ownRegistration`, ADR 019),
 * for their email and competitor code; refused (401) if wrong.
 */
export async function openRegistration(
  slug: string | undefined,
  proof: CodeProof,
): Promise<OwnRegistration> {
  const answer = await api<{ registration: OwnRegistration }>(
    'POST',
    registrationsPath(slug, '/access'),
    proof,
  );
  return answer.registration;
}

/**
 * Sends a command about the dancer's own registration, proven by their email
 * and code; `partners` adds another dancer's proof (pairing two TBA dancers
 * needs both dancers' consent).
 */
export function sendRegistrantCommand(
  slug: string | undefined,
  proof: CodeProof,
  command: Command,
  partners: readonly CodeProof[] = [],
): Promise<RegistrantCommandAccepted> {
  return api<RegistrantCommandAccepted>('POST', registrationsPath(slug, '/commands'), {
    ...proof,
    commandId: crypto.randomUUID(),
    command,
    partners,
  });
}

/** Asks for the competitor codes registered with `email` to be mailed again. */
export function resendCode(slug: string | undefined, email: string): Promise<{ message: string }> {
  return api<{ message: string }>('POST', registrationsPath(slug, '/resend-code'), { email });
}
