import { afterEach, describe, expect, it } from 'vitest';
import { demoMetadata, type Command } from '@floorcraft/domain';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

interface IndexReply {
  competitions: Record<string, unknown>[];
  defaultSlug: string | null;
  showIndex: boolean;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.dispose()));
});

async function start(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer({ seedDemo: false, ...overrides });
  servers.push(server);
  return server;
}

async function create(server: TestServer, slug: string, fullName: string, start: string) {
  const metadata = { ...demoMetadata(start), fullName, startDate: start, endDate: start };
  const command: Command = { type: 'createCompetition', slug, metadata };
  expect((await sendCommand(server.url, command, { token: server.token })).status).toBe(200);
}

async function index(server: TestServer): Promise<IndexReply> {
  const response = await fetch(`${server.url}/api/competitions`);
  expect(response.status).toBe(200);
  return (await response.json()) as IndexReply;
}

describe('the index of competitions at GET /api/competitions (issue 25)', () => {
  it('says an empty server hosts nothing, with no index and no default', async () => {
    const server = await start();
    expect(await index(server)).toEqual({ competitions: [], defaultSlug: null, showIndex: false });
  });

  it('lists current and upcoming first, then the past and the archived, with only public fields', async () => {
    const server = await start();
    const thisYear = new Date().getUTCFullYear();
    await create(server, 'spring-past', 'Spring Classic', `${thisYear - 1}-04-01`);
    await create(server, 'autumn-next', 'Autumn Open', `${thisYear + 1}-10-01`);
    await create(server, 'summer-next', 'Summer Cup', `${thisYear + 1}-06-01`);
    await create(server, 'winter-done', 'Winter Ball', `${thisYear + 2}-01-15`);
    const archived = await sendCommand(
      server.url,
      { type: 'archiveCompetition' },
      { token: server.token, slug: 'winter-done' },
    );
    expect(archived.status).toBe(200);

    const reply = await index(server);
    expect(reply.showIndex).toBe(true);
    expect(reply.competitions.map((c) => [c.slug, c.past])).toEqual([
      ['summer-next', false],
      ['autumn-next', false],
      ['winter-done', true],
      ['spring-past', true],
    ]);
    expect(reply.competitions[0]).toEqual({
      slug: 'summer-next',
      fullName: 'Summer Cup',
      startDate: `${thisYear + 1}-06-01`,
      endDate: `${thisYear + 1}-06-01`,
      venue: demoMetadata('2027-01-10').venue.name,
      archived: false,
      past: false,
      isDefault: false,
    });
    // Organizers' emails and phones are the public view's to withhold; the index never has them.
    expect(JSON.stringify(reply)).not.toMatch(/@|organizers|officials|email/);
  });

  it('keeps the root routes on the competition the operator names, with no index', async () => {
    const server = await start({ defaultCompetition: 'summer-next' });
    await create(server, 'autumn-next', 'Autumn Open', '2090-10-01');
    await create(server, 'summer-next', 'Summer Cup', '2090-06-01');
    const reply = await index(server);
    expect(reply.showIndex).toBe(false);
    expect(reply.defaultSlug).toBe('summer-next');
    expect(reply.competitions.find((c) => c.isDefault)?.slug).toBe('summer-next');
    // A command to the root routes goes to the named competition.
    const updated = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { tagline: 'Served at the root' } },
      { token: server.token },
    );
    expect(updated.status).toBe(200);
    const view = await fetch(`${server.url}/api/competitions/summer-next/views/public`);
    expect(
      ((await view.json()) as { view: { metadata: { tagline: string } } }).view.metadata.tagline,
    ).toBe('Served at the root');
  });

  it('shows no index for one competition: the root routes are simply it', async () => {
    const server = await start();
    await create(server, 'only-one', 'Only One', '2090-06-01');
    expect(await index(server)).toMatchObject({ defaultSlug: 'only-one', showIndex: false });
  });
});
