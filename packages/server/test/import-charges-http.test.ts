import { feeFor, registrationStanding, type CompetitionState } from '@floorcraft/domain';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import { addOpenEvents, OPEN_EVENT, SECOND_EVENT } from './helpers/registration';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * Issue 25 item 11 over HTTP with a real session: the registrar imports
 * couples with "charge the imported couples the event's price", and the
 * registrar's view (what the desk reads) holds each dancer with the fee and
 * entries at the current phase's price and the waiver not signed.
 */
let server: TestServer;
let registrar: BrowserClient;

beforeEach(async () => {
  server = await startTestServer();
  await addOpenEvents(server);
  await createMember(server, 'registrar@example.org', ['registrar']);
  registrar = await signedInBrowser(server, 'registrar@example.org');
});

afterEach(async () => {
  await server.dispose();
});

const SCHOOL = 'Harbor City University';

function importing(extra: Record<string, unknown>) {
  return registrar.post(`/api/competitions/${DEMO_SLUG}/commands`, {
    commandId: randomUUID(),
    command: {
      type: 'importCouples',
      couples: [
        {
          lead: { name: 'Ivo Import', affiliation: SCHOOL },
          follow: { name: 'Una Import', affiliation: SCHOOL },
          events: [OPEN_EVENT, SECOND_EVENT],
        },
      ],
      ...extra,
    },
  });
}

async function registrarView(): Promise<CompetitionState> {
  const reply = await registrar.get(`/api/competitions/${DEMO_SLUG}/views/registrar`);
  expect(reply.status).toBe(200);
  return (reply.body as { view: CompetitionState }).view;
}

const idIn = (view: CompetitionState, name: string) =>
  Object.values(view.competitors).find((dancer) => dancer.name === name)?.id ?? '';

describe('charging couples imported from CSV', () => {
  it('charges each dancer at the current phase and leaves the waiver unsigned on the desk', async () => {
    const reply = await importing({ charge: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const view = await registrarView();
    const phase = registrationStanding(new Date().toISOString(), view.metadata).phase;
    const fees = view.registration.fees;
    for (const name of ['Ivo Import', 'Una Import']) {
      const account = view.registration.accounts?.[idIn(view, name)];
      expect(account, `${name} has an account on the desk`).toBeDefined();
      expect(account!.waiverAcceptedAt).toBe('');
      expect(account!.charges.map((charge) => [charge.kind, charge.eventName ?? ''])).toEqual([
        ['dancer', ''],
        ['entry', OPEN_EVENT],
        ['entry', SECOND_EVENT],
      ]);
      const total = account!.charges.reduce((sum, charge) => sum + charge.amount, 0);
      expect(total).toBe(
        feeFor(fees, 'dancer', phase, false) + 2 * feeFor(fees, 'entry', phase, false),
      );
    }
  });

  it('charges nothing without the option', async () => {
    expect((await importing({})).status).toBe(200);
    const view = await registrarView();
    expect(view.registration.accounts?.[idIn(view, 'Ivo Import')]).toBeUndefined();
  });

  it('refuses an option that is not true or false, naming it', async () => {
    const reply = await importing({ charge: 'yes' });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('charge');
  });
});
