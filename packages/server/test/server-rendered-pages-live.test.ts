import { rmSync } from 'node:fs';
import type { Command } from '@floorcraft/domain';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { getPage, pageDataOf } from './helpers/page-request';
import { messagesOf, pageViewOf } from './helpers/page-watcher';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import { renderingWebDist } from './helpers/rendering-web-dist';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';
import { aJudgesCard } from './helpers/unseen-commands';

/**
 * A server-drawn page goes live from the version it was drawn at (ADR 044):
 * its browser subscribes with the page data's version and epoch, and the
 * socket sends only what changed since, never the page again.
 */
describe('a server-drawn page followed over the socket', () => {
  const webDist = renderingWebDist();
  let server: TestServer;
  let visitor: RealtimeTestClient | undefined;

  beforeEach(async () => {
    server = await startTestServer({ webDist });
  });

  afterEach(async () => {
    await visitor?.close();
    await server.dispose();
  });

  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  async function asSystem(command: Command): Promise<void> {
    const reply = await sendCommand(server.url, command, { token: server.token });
    expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
  }

  it('resumes from the page’s data after a judge’s card, then brings the new rules', async () => {
    const data = pageDataOf((await getPage(`${server.url}/rules`)).html) as {
      version: number;
      epoch: string;
      view: unknown;
    };
    // Log versions the page did not change at, between drawing it and its script connecting.
    await asSystem(aJudgesCard(server.host.stateOf(DEMO_SLUG)!));

    visitor = new RealtimeTestClient(server.url);
    // What entry-client.tsx seeds its store with.
    visitor.replica = { version: data.version, epoch: data.epoch, view: data.view };
    await visitor.connect();
    visitor.send({
      type: 'subscribe',
      audience: 'page',
      page: '/rules',
      since: data.version,
      epoch: data.epoch,
    });
    await asSystem({ type: 'savePageText', page: 'rules', text: 'Smooth soles only.' });
    await visitor.waitFor(() => {
      const view = pageViewOf(visitor!);
      return view !== undefined && 'text' in view && view.text === 'Smooth soles only.';
    });
    expect(messagesOf(visitor, 'snapshot')).toEqual([]);
    expect(messagesOf(visitor, 'change')).toEqual([
      expect.objectContaining({ page: '/rules', from: data.version }),
    ]);
  });
});
