import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendCommand } from './helpers/send-command';
import { startTestServer, TEST_APP_SCRIPT, type TestServer } from './helpers/start-test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

async function currentName(): Promise<string | undefined> {
  const response = await fetch(`${server.url}/api/competitions`);
  const body = (await response.json()) as {
    competitions: { fullName: string; isDefault: boolean }[];
  };
  return body.competitions.find((competition) => competition.isDefault)?.fullName;
}

describe('commands over HTTP', () => {
  it('refuses an anonymous change and stores nothing', async () => {
    const reply = await sendCommand(server.url, {
      type: 'updateMetadata',
      patch: { fullName: 'Hijacked' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toMatch(/sign in/);
    expect(await currentName()).toBe('Harbor City Collegiate DanceSport Championships');
  });

  it('refuses a wrong token like no token', async () => {
    const reply = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { fullName: 'Hijacked' } },
      { token: 'x'.repeat(32) },
    );
    expect(reply.status).toBe(401);
  });

  it('names the field that is wrong and changes nothing', async () => {
    const reply = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { primaryColor: 'blue' } },
      { token: server.token },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('command.patch.primaryColor');
    expect(reply.body.error).toContain('#RRGGBB');
  });

  it('refuses an end date before the start date with both dates named', async () => {
    const reply = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { startDate: '2027-05-02', endDate: '2027-05-01' } },
      { token: server.token },
    );
    expect(reply.status).toBe(422);
    expect(reply.body.error).toBe('endDate 2027-05-01 is before startDate 2027-05-02');
  });

  it('refuses a command sent from a foreign page even with a token', async () => {
    const reply = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { fullName: 'Forged' } },
      { token: server.token, origin: 'https://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect(await currentName()).toBe('Harbor City Collegiate DanceSport Championships');
  });

  it('hosts several competitions, each under its slug, with one default', async () => {
    const created = await sendCommand(
      server.url,
      {
        type: 'createCompetition',
        slug: 'second-open',
        metadata: {
          fullName: 'Second Open',
          primaryColor: '#7c2d12',
          startDate: '2027-06-01',
          endDate: '2027-06-01',
          registrationStatus: 'EARLY',
          resultsPageShown: false,
          socials: {},
          venue: { name: '', address: '' },
          tagline: '',
        },
      },
      { token: server.token },
    );
    expect(created.body).toMatchObject({
      status: 'applied',
      competition: 'second-open',
      version: 1,
    });
    const renamed = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { fullName: 'Second Open 2027' } },
      { token: server.token, slug: 'second-open' },
    );
    expect(renamed.body).toMatchObject({ status: 'applied', version: 2 });

    const list = (await (await fetch(`${server.url}/api/competitions`)).json()) as {
      competitions: unknown[];
    };
    // The index's other fields (dates, venue, past, archived): competition-index-http.test.ts.
    expect(list.competitions).toMatchObject([
      {
        slug: 'harbor-city-dancesport-2027',
        fullName: 'Harbor City Collegiate DanceSport Championships',
        isDefault: true,
      },
      { slug: 'second-open', fullName: 'Second Open 2027', isDefault: false },
    ]);
    expect(list.competitions).toHaveLength(2);
    const missing = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { fullName: 'x' } },
      { token: server.token, slug: 'no-such-thing' },
    );
    expect(missing.status).toBe(404);
  });
});

describe('web app hosting', () => {
  it('reports health', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(await response.json()).toMatchObject({ status: 'ok', competitions: 1 });
  });

  it('returns the app for any page path, so deep links survive a reload', async () => {
    for (const page of [
      '/',
      '/results/Gold%20Standard',
      '/admin/eventschedule?x=1',
      '/no/such/page',
    ]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain('Floorcraft test app');
    }
  });

  it('sends the build’s Brotli copy of an asset to a browser that accepts it, the plain file otherwise', async () => {
    const script = TEST_APP_SCRIPT;
    // node:http, not fetch: fetch would ask for and undo the compression itself.
    const get = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; type: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          request(
            `${server.url}/assets/app.js`,
            { headers: { 'accept-encoding': acceptEncoding } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  encoding: response.headers['content-encoding'],
                  type: response.headers['content-type'],
                  body: Buffer.concat(chunks),
                }),
              );
            },
          )
            .on('error', reject)
            .end();
        },
      );
    const compressed = await get('gzip, deflate, br');
    expect(compressed.encoding).toBe('br');
    expect(compressed.type).toMatch(/javascript/);
    expect(compressed.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(script);
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves assets with long caching and gives a missing asset or API path a 404', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/missing`)).status).toBe(404);
  });
});
