import { randomUUID } from 'node:crypto';
import type { Command, RegisterCommand } from '@floorcraft/domain';
import { DEMO_SLUG } from './accounts';
import { sendCommand } from './send-command';
import type { TestServer } from './start-test-server';

/** An event of our own that every level may enter (Open), so eligibility never refuses. */
export const OPEN_EVENT = 'Registration Open Latin';

/** A second open event, for adding events on /updateEntries. */
export const SECOND_EVENT = 'Registration Open Standard';

export type Registration = Omit<RegisterCommand, 'type'>;

export interface RegistrationReply {
  status: number;
  body: {
    status?: string;
    version?: number;
    error?: string;
    dancers?: { competitorId: string; name: string; code: string }[];
  };
}

/** Adds OPEN_EVENT and SECOND_EVENT to the demo competition through the API token. */
export async function addOpenEvents(server: Pick<TestServer, 'url' | 'token'>): Promise<void> {
  const events: Command[] = [
    {
      type: 'saveEvent',
      event: { name: OPEN_EVENT, eventLevel: 'Open', style: 'Latin', eventDances: ['Rumba'] },
    },
    {
      type: 'saveEvent',
      event: { name: SECOND_EVENT, eventLevel: 'Open', style: 'Standard', eventDances: ['Waltz'] },
    },
  ];
  for (const command of events) {
    const reply = await sendCommand(server.url, command, { token: server.token });
    if (reply.status !== 200) {
      throw new Error(`${command.type}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
  }
}

/** One dancer of the form: `who` makes the name and the email unique. */
export function dancer(who: string, overrides: Partial<Registration['dancer']> = {}) {
  return {
    name: `${who} Registrant`,
    email: `${who.toLowerCase().replace(/\W+/g, '.')}.registrant@example.org`,
    affiliation: 'Harbor City University',
    levels: {},
    student: true,
    waiverAccepted: true as const,
    ...overrides,
  };
}

/** A couple registering for OPEN_EVENT: `lead` leads, `follow` is a new dancer. */
export function coupleRegistration(lead: string, follow: string): Registration {
  return {
    dancer: dancer(lead),
    role: 'lead',
    partner: { kind: 'new', dancer: dancer(follow) },
    events: [OPEN_EVENT],
  };
}

/** A dancer looking for a partner (TBA) in OPEN_EVENT. */
export function tbaRegistration(who: string, role: 'lead' | 'follow' = 'lead'): Registration {
  return { dancer: dancer(who), role, partner: { kind: 'tba' }, events: [OPEN_EVENT] };
}

/** POSTs the registration form as a phone does (anonymous, from the site's own page). */
export async function register(
  server: TestServer,
  registration: Registration | Record<string, unknown>,
  options: { commandId?: string; website?: string; slug?: string; token?: string } = {},
): Promise<RegistrationReply> {
  const path = options.slug
    ? `/api/competitions/${options.slug}/registrations`
    : '/api/registrations';
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({
      commandId: options.commandId ?? randomUUID(),
      registration,
      ...(options.website === undefined ? {} : { website: options.website }),
    }),
  });
  return { status: response.status, body: (await response.json()) as RegistrationReply['body'] };
}

/** POSTs to one of the dancer's routes (access, commands, resend-code) of the demo competition. */
export async function asDancer(
  server: TestServer,
  route: 'access' | 'commands' | 'resend-code',
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const response = await fetch(
    `${server.url}/api/competitions/${DEMO_SLUG}/registrations/${route}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(body),
    },
  );
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text };
}

/** How many dancers of the demo competition are called `name`. */
export function dancersNamed(server: TestServer, name: string): number {
  const state = server.host.stateOf(DEMO_SLUG)!;
  return Object.values(state.competitors).filter((competitor) => competitor.name === name).length;
}
