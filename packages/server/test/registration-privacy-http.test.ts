import type { CompetitionState } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * What registration keeps privately (emails, waiver records, charges,
 * payments, competitor codes) never reaches the floor staff's view, proven
 * over HTTP with real sessions: the deck captain's and the MC's staff view
 * carry none of it, the registrar's view carries the accounts and payments
 * but no code, and the floor staff cannot ask for the registrar's view.
 * The demo competition has registrations, payments and codes (issue 13).
 */
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.dispose();
});

const viewPath = (audience: string) => `/api/competitions/${DEMO_SLUG}/views/${audience}`;

async function viewAs(role: 'deckCaptain' | 'mc' | 'registrar', audience: string) {
  const email = `${role.toLowerCase()}@example.org`;
  await createMember(server, email, [role]);
  const reply = await (await signedInBrowser(server, email)).get(viewPath(audience));
  return { status: reply.status, text: JSON.stringify(reply.body), body: reply.body };
}

/** The private things the demo's state holds: every email, payment note and code. */
function secrets(state: CompetitionState): { emails: string[]; notes: string[]; codes: string[] } {
  const accounts = Object.values(state.registration.accounts ?? {});
  const payments = Object.values(state.registration.payments ?? {});
  return {
    emails: accounts.map((account) => account.email),
    notes: payments.map((payment) => payment.note).filter(Boolean),
    codes: Object.values(state.registration.codes ?? {}),
  };
}

describe('registration data in the staff views', () => {
  it('is not in the deck captain’s or the MC’s staff view', async () => {
    const { emails, notes, codes } = secrets(server.host.stateOf(DEMO_SLUG)!);
    expect(emails.length).toBeGreaterThan(0);
    expect(notes.length).toBeGreaterThan(0);
    expect(codes.length).toBeGreaterThan(0);
    for (const role of ['deckCaptain', 'mc'] as const) {
      const { status, text, body } = await viewAs(role, 'staff');
      expect(status, role).toBe(200);
      const registration = (body.view as CompetitionState).registration;
      // The waitlists are public like the TBA list (issue 25 item 11).
      expect(Object.keys(registration).sort(), role).toEqual(['fees', 'seeking', 'waitlist']);
      for (const secret of [...emails, ...notes, ...codes]) {
        expect(text, `${role}: ${secret}`).not.toContain(secret);
      }
      expect(text).not.toContain('waiverAcceptedAt');
    }
  });

  it('is in the registrar’s view, but never a competitor code', async () => {
    const { emails, notes, codes } = secrets(server.host.stateOf(DEMO_SLUG)!);
    const { status, text, body } = await viewAs('registrar', 'registrar');
    expect(status).toBe(200);
    const registration = (body.view as CompetitionState).registration;
    expect(Object.keys(registration).sort()).toEqual([
      'accounts',
      'fees',
      'payments',
      'requests',
      'seeking',
      'waitlist',
    ]);
    for (const secret of [...emails, ...notes]) {
      expect(text).toContain(secret);
    }
    for (const code of codes) {
      expect(text).not.toContain(`"${code}"`);
    }
  });

  it('refuses the registrar’s view to the floor staff', async () => {
    expect((await viewAs('mc', 'registrar')).status).toBe(403);
    expect((await viewAs('deckCaptain', 'registrar')).status).toBe(403);
  });
});
