import { randomUUID } from 'node:crypto';
import type { Command, PublicView } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import { messagesOf, pageViewOf, watchingPage } from './helpers/page-watcher';
import { watchingClient, type RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import { aCheckIn, aJudgesCard } from './helpers/unseen-commands';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * A public page watched over a real socket (the `page` audience, ADR 044):
 * a visitor on /rules gets the rules, then each change of them, and nothing
 * of what happens on the floor or at the desk.
 */
describe('a public page over the realtime socket', () => {
  let server: TestServer;
  const sockets: RealtimeTestClient[] = [];

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await server.dispose();
  });

  const state = () => server.host.stateOf(DEMO_SLUG)!;

  async function asSystem(command: Command): Promise<void> {
    const reply = await sendCommand(server.url, command, { token: server.token });
    expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
  }

  /** The competition's owner, signed in on the admin screen. */
  async function owner(): Promise<BrowserClient> {
    await createMember(server, 'olga@example.org', ['owner']);
    return signedInBrowser(server, 'olga@example.org');
  }

  async function saveRules(browser: BrowserClient, text: string): Promise<void> {
    const command: Command = { type: 'savePageText', page: 'rules', text };
    const reply = await browser.post(`/api/competitions/${DEMO_SLUG}/commands`, {
      commandId: randomUUID(),
      command,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  it('sends an anonymous visitor on /rules the rules, named as the page', async () => {
    const visitor = await watchingPage(server.url, '/rules', sockets);
    const [snapshot] = messagesOf(visitor, 'snapshot');
    expect(snapshot).toMatchObject({
      competition: DEMO_SLUG,
      audience: 'page',
      page: '/rules',
      view: { page: 'rules', text: state().pages.rules },
    });
    expect(state().pages.rules.length).toBeGreaterThan(20);
    expect(pageViewOf(visitor)?.frame.metadata.fullName).toBe(state().metadata.fullName);
  });

  it('sends the page the owner’s new rules, and nothing for a judge’s card or a check-in', async () => {
    const visitor = await watchingPage(server.url, '/rules', sockets);
    const admin = await owner();
    await saveRules(admin, 'Smooth-soled shoes only.');
    await visitor.waitFor(
      () => pageViewOf(visitor)?.page === 'rules' && textOf(visitor) === 'Smooth-soled shoes only.',
    );
    const [change] = messagesOf(visitor, 'change');
    expect(change).toMatchObject({ audience: 'page', page: '/rules' });

    // A spectator on the public view sees the check-in: it is news, for other pages.
    const spectator = await watchingClient(server.url, sockets);
    const seen = visitor.messages.length;
    await asSystem(aJudgesCard(state()));
    const checkIn = aCheckIn(state());
    await asSystem(checkIn);
    await spectator.waitFor(() => checkedIn(spectator, checkIn));
    // The next rules arrive after whatever the card and the check-in sent: nothing at all.
    await saveRules(admin, 'Rubber soles on the wooden floor.');
    await visitor.waitFor(() => textOf(visitor) === 'Rubber soles on the wooden floor.');
    expect(visitor.messages.slice(seen)).toEqual([
      expect.objectContaining({
        type: 'change',
        page: '/rules',
        patches: [{ op: 'set', path: ['text'], value: 'Rubber soles on the wooden floor.' }],
      }),
    ]);
  });

  it('stops sending a page left by its path, with or without a trailing slash', async () => {
    const visitor = await watchingPage(server.url, '/rules', sockets);
    visitor.send({ type: 'subscribe', audience: 'page', page: '/about' });
    await visitor.waitFor(() => messagesOf(visitor, 'snapshot').length === 2);
    // The page the visitor's browser is on, as its address bar shows it.
    visitor.send({ type: 'unsubscribe', audience: 'page', page: '/rules/' });
    const seen = visitor.messages.length;
    const admin = await owner();
    await saveRules(admin, 'Smooth-soled shoes only.');
    const about: Command = { type: 'savePageText', page: 'about', text: 'Run by students.' };
    await asSystem(about);
    await visitor.waitFor(() =>
      visitor.messages.slice(seen).some((m) => 'page' in m && m.page === '/about'),
    );
    expect(visitor.messages.slice(seen)).toEqual([
      expect.objectContaining({ type: 'change', page: '/about' }),
    ]);
  });

  it('answers a page that is not one with an error naming it', async () => {
    const visitor = await watchingPage(server.url, '/rules', sockets);
    visitor.send({ type: 'subscribe', audience: 'page', page: '/judge' });
    await visitor.waitFor(() => messagesOf(visitor, 'error').length > 0);
    const [error] = messagesOf(visitor, 'error');
    expect(error).toMatchObject({ audience: 'page', page: '/judge' });
    expect(error?.message).toContain('"/judge"');
    expect(messagesOf(visitor, 'snapshot')).toHaveLength(1);
    visitor.send({ type: 'subscribe', audience: 'page' });
    await visitor.waitFor(() => messagesOf(visitor, 'error').length > 1);
    expect(messagesOf(visitor, 'error')[1]?.message).toContain('no page');
  });
});

const textOf = (client: RealtimeTestClient) => {
  const view = pageViewOf(client);
  return view && 'text' in view ? view.text : undefined;
};

/** Whether a public view's watcher holds the entry of this check-in as checked in. */
function checkedIn(client: RealtimeTestClient, command: Command): boolean {
  if (command.type !== 'checkIn') {
    return false;
  }
  const view = client.replica?.view as PublicView | undefined;
  const round = view?.events[command.eventName]?.rounds[command.roundNumber];
  return round?.entries[command.entryId]?.checkedIn === true;
}
