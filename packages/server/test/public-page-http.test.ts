import {
  joinLongList,
  staffView,
  viewFor,
  type Command,
  type PublicPageView,
} from '@floorcraft/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG } from './helpers/accounts';
import { messagesOf, pageViewOf, watchingPage } from './helpers/page-watcher';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * A public page's view read over HTTP (a page's first copy, ADR 044) and
 * proven on the wire to carry nothing private: /about names the officials,
 * never the accounts they sign in with, nor the organizers' contact details.
 */
describe('a public page’s view over HTTP and on the wire', () => {
  let server: TestServer;
  const sockets: RealtimeTestClient[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });

  afterAll(async () => {
    await server.dispose();
  });

  const state = () => server.host.stateOf(DEMO_SLUG)!;
  const viewsUrl = (slug = DEMO_SLUG) => `${server.url}/api/competitions/${slug}/views/page`;

  async function read(url: string) {
    const response = await fetch(url);
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: (await response.json()) as { error?: string; page?: string; view?: PublicPageView },
    };
  }

  it('answers ?page=/rules with the rules page’s view, named as the page', async () => {
    const reply = await read(`${viewsUrl()}?page=/rules`);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe('no-cache');
    expect(reply.body).toMatchObject({
      type: 'snapshot',
      competition: DEMO_SLUG,
      audience: 'page',
      page: '/rules',
      view: { page: 'rules', text: state().pages.rules },
    });
    // The address bar's /rules/ is the same page.
    expect((await read(`${viewsUrl()}?page=/rules/`)).body.page).toBe('/rules');
  });

  it('answers 404 saying what to do without ?page, or naming a page that is not one', async () => {
    const unnamed = await read(viewsUrl());
    expect(unnamed.status).toBe(404);
    expect(unnamed.body.error).toContain('?page=');
    const unknown = await read(`${viewsUrl()}?page=/judge`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('"/judge"');
    const elsewhere = await read(`${viewsUrl('no-such-competition')}?page=/rules`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toContain('no competition');
  });

  it('answers ?lines=1 with /entries an event per line, the view the socket sends, gzip or not', async () => {
    const linesUrl = `${viewsUrl()}?page=/entries&lines=1`;
    const whole = viewFor(state(), 'page', '/entries');
    const events = whole.page === 'entries' ? whole.events : [];
    expect(events.length).toBeGreaterThan(1);
    // fetch undoes the gzip it asked for; Node's default asks for it.
    const response = await fetch(linesUrl, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(linesUrl, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const text of [await response.text(), await plain.text()]) {
      const [first, ...rest] = text.split('\n');
      const frame = JSON.parse(first!) as { version: number; page: string; view: PublicPageView };
      expect(frame).toMatchObject({ type: 'snapshot', page: '/entries' });
      expect(Number.isInteger(frame.version)).toBe(true);
      expect(rest).toHaveLength(events.length);
      const joined = joinLongList(
        frame.view,
        rest.map((line) => JSON.parse(line) as unknown),
      );
      expect(joined).toEqual(whole);
    }

    // A phone holding the lines' version subscribes from it and is sent no snapshot.
    const frame = JSON.parse((await (await fetch(linesUrl)).text()).split('\n')[0]!) as {
      version: number;
      epoch: string;
    };
    const visitor = new RealtimeTestClient(server.url);
    sockets.push(visitor);
    await visitor.connect();
    visitor.send({
      type: 'subscribe',
      audience: 'page',
      page: '/entries',
      since: frame.version,
      epoch: frame.epoch,
    });
    await visitor.waitFor(() => visitor.messages.some((message) => message.type === 'synced'));
    expect(messagesOf(visitor, 'snapshot')).toHaveLength(0);
  });

  it('answers ?lines=1 for a page without a long list with its snapshot on one line', async () => {
    const text = await (await fetch(`${viewsUrl()}?page=/rules&lines=1`)).text();
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toMatchObject({ page: '/rules', view: { page: 'rules' } });
  });

  it('sends /about the officials without their accounts, and no organizer’s email or phone', async () => {
    const { userId } = await createMember(server, 'zora@example.org', ['judge']);
    const visitor = await watchingPage(server.url, '/about', sockets);
    const linked: Command = {
      type: 'saveOfficial',
      official: { key: 'zora', name: 'Zora Quill', role: 'Judge', bio: 'Adjudicator.', userId },
    };
    const reply = await sendCommand(server.url, linked, { token: server.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await visitor.waitFor(() => officialsOf(pageViewOf(visitor)).includes('Zora Quill'));

    // What staff see of the same people, and a visitor must not.
    const staff = staffView(state()).metadata;
    expect(staff.officials.zora?.userId).toBe(userId);
    const secrets = [
      ...Object.values(staff.officials).flatMap((official) => official.userId ?? []),
      ...Object.values(staff.organizers).flatMap((organizer) => [
        organizer.email ?? [],
        organizer.phone ?? [],
      ]),
    ].flat();
    expect(secrets).toContain('sofia.lindqvist@dancesport.example.edu');
    const http = await fetch(`${viewsUrl()}?page=/about`).then((response) => response.text());
    expect(http).toContain('Zora Quill');
    for (const wire of [visitor.frames.join('\n'), http]) {
      for (const secret of secrets) {
        expect(wire).not.toContain(secret);
      }
      for (const field of ['userId', 'email', 'phone']) {
        expect(wire).not.toContain(`"${field}"`);
      }
    }
  });
});

const officialsOf = (view: PublicPageView | undefined) =>
  view?.page === 'about' ? view.officials.map((official) => official.name) : [];
