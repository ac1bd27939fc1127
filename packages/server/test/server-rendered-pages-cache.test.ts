import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import type { Command } from '@floorcraft/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { getPage, pageDataOf } from './helpers/page-request';
import {
  renderingWebDist,
  rendersOf,
  TEST_APP_TITLE,
  UNDRAWABLE_TEXT,
} from './helpers/rendering-web-dist';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';
import { aCheckIn, aJudgesCard } from './helpers/unseen-commands';

/**
 * A server-drawn page's document is kept per page version (ADR 044): the
 * owner's change to a page is in its next GET, while what the page does not
 * show (a judge's card, a check-in) draws nothing again.
 */
describe('the server-rendered pages’ cache', () => {
  const webDist = renderingWebDist();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ webDist });
  });

  afterAll(async () => {
    await server.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  const state = () => server.host.stateOf(DEMO_SLUG)!;
  const rulesRenders = () => rendersOf(webDist).filter((render) => render.path === '/rules');
  const getRules = async (acceptEncoding?: string) => {
    const reply = await getPage(`${server.url}/rules`, acceptEncoding);
    expect(reply.status).toBe(200);
    return reply;
  };

  async function asSystem(command: Command): Promise<void> {
    const reply = await sendCommand(server.url, command, { token: server.token });
    expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
  }

  it('serves the owner’s new rules on the next GET, plain and compressed', async () => {
    const before = pageDataOf((await getRules('br').then(decoded)).toString());
    await createMember(server, 'olga@example.org', ['owner']);
    const owner = await signedInBrowser(server, 'olga@example.org');
    const command: Command = { type: 'savePageText', page: 'rules', text: 'Smooth soles only.' };
    const saved = await owner.post(`/api/competitions/${DEMO_SLUG}/commands`, {
      commandId: randomUUID(),
      command,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const plain = (await getRules()).html;
    expect(plain).toContain('<main>Smooth soles only.</main>');
    expect(pageDataOf(plain).version).toBeGreaterThan(before.version as number);
    expect(decoded(await getRules('br')).toString()).toBe(plain);
  });

  it('draws nothing again for a judge’s card or a check-in', async () => {
    const before = await getRules();
    const version = pageDataOf(before.html).version;
    const drawn = rulesRenders().length;

    const checkIn = aCheckIn(state());
    await asSystem(aJudgesCard(state()));
    await asSystem(checkIn);
    const entries =
      checkIn.type === 'checkIn' &&
      state().events[checkIn.eventName]?.rounds[checkIn.roundNumber]?.entries;
    expect(entries && entries[checkIn.entryId]?.checkedIn).toBe(true);

    const after = await getRules();
    expect(pageDataOf(after.html).version).toBe(version);
    // Only a new minute may draw the page again, at the version it was at.
    expect(
      rulesRenders()
        .slice(drawn)
        .every((render) => render.version === version),
    ).toBe(true);
    expect(rulesRenders().length - drawn).toBeLessThanOrEqual(1);
  });

  it('serves the app when the renderer fails on a page, never a 500', async () => {
    await asSystem({ type: 'savePageText', page: 'rules', text: UNDRAWABLE_TEXT });
    const reply = await getPage(`${server.url}/rules`);
    expect(reply.status).toBe(200);
    expect(reply.html).toContain(TEST_APP_TITLE);
  });
});

const decoded = (reply: { headers: Record<string, unknown>; body: Buffer }) => {
  expect(reply.headers['content-encoding']).toBe('br');
  return brotliDecompressSync(reply.body);
};
