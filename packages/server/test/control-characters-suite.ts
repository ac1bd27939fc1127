import { randomUUID } from 'node:crypto';
import { seededRandom } from '@floorcraft/domain';
import type { ServerConfig } from '@floorcraft/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationLimitsFromEnv } from '../src/accounts/registration-limits';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import { addOpenEvents, coupleRegistration } from './helpers/registration';
import type { TestServer } from './helpers/start-test-server';

/** Words a database's own error text carries; none may reach a client. */
const DATABASE_TEXT =
  /byte sequence|0x00|encoding|syntax|sqlite|postgres|SQLSTATE|relation|column/i;

/** The control characters a client may slip into a string: NUL, other C0, DEL. */
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];

/** `text` with one of CONTROL (NUL first, then a random one) at a random place. */
function spoiled(text: string, next: () => number, round: number): string {
  const character = round === 0 ? '\u0000' : CONTROL[Math.floor(next() * CONTROL.length)]!;
  const at = Math.floor(next() * (text.length + 1));
  return `${text.slice(0, at)}${character}${text.slice(at)}`;
}

/** Every string leaf of `value`, as a dotted path. */
function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') {
    return [prefix];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...prefix, key]));
  }
  return [];
}

/** A deep copy of `value` with the string at `path` replaced. */
function withString(value: unknown, path: readonly string[], text: string): unknown {
  if (path.length === 0) {
    return text;
  }
  const [head = '', ...rest] = path;
  if (Array.isArray(value)) {
    const items: unknown[] = [...(value as unknown[])];
    items[Number(head)] = withString(items[Number(head)], rest, text);
    return items;
  }
  const fields = { ...(value as Record<string, unknown>) };
  fields[head] = withString(fields[head], rest, text);
  return fields;
}

/** One request a client may send, with every string in its body a field to spoil. */
interface Target {
  name: string;
  path: string;
  body: () => Record<string, unknown>;
  /** Who sends it; anonymous when not given. */
  as?: 'staff';
  /** Strings that are not fields a client fills (the command's type, an enum). */
  skip?: RegExp;
}

const sixtyFourChars = 'a'.repeat(64);

const targets: Target[] = [
  {
    name: 'sign-in',
    path: '/api/auth/sign-in',
    body: () => ({ email: 'rita@example.org', password: 'quickstep on saturday' }),
  },
  {
    name: 'password reset request',
    path: '/api/auth/password-reset',
    body: () => ({ email: 'rita@example.org' }),
  },
  {
    name: 'password reset',
    path: '/api/auth/password-reset/complete',
    body: () => ({ token: sixtyFourChars, password: 'a long new password' }),
  },
  {
    name: 'competitor-code access',
    path: `/api/competitions/${DEMO_SLUG}/registrations/access`,
    body: () => ({ email: 'ana.registrant@example.org', code: 'ABCDEFG' }),
  },
  {
    name: 'code resend',
    path: `/api/competitions/${DEMO_SLUG}/registrations/resend-code`,
    body: () => ({ email: 'ana.registrant@example.org' }),
  },
  {
    name: 'a dancer’s command',
    path: `/api/competitions/${DEMO_SLUG}/registrations/commands`,
    body: () => ({
      email: 'ana.registrant@example.org',
      code: 'ABCDEFG',
      commandId: randomUUID(),
      command: { type: 'withdrawRegistration' },
    }),
    skip: /^command\.type$/,
  },
  {
    name: 'public registration',
    path: `/api/competitions/${DEMO_SLUG}/registrations`,
    body: () => ({ commandId: randomUUID(), registration: coupleRegistration('Ana', 'Ben') }),
    skip: /^registration\.(role|partner\.kind)$/,
  },
  {
    name: 'tablet binding',
    path: '/api/judge-devices/bind',
    body: () => ({ code: 'ABCD-EFGH' }),
  },
  {
    name: 'invitation acceptance',
    path: `/api/invitations/${sixtyFourChars}/accept`,
    body: () => ({ name: 'Rita', password: 'a long new password' }),
  },
  {
    name: 'a staff command',
    path: `/api/competitions/${DEMO_SLUG}/commands`,
    as: 'staff',
    body: () => ({
      commandId: randomUUID(),
      command: { type: 'updateMetadata', patch: { fullName: 'Harbor Open', tagline: 'Hi' } },
    }),
    skip: /^command\.type$/,
  },
  {
    name: 'an invitation',
    path: `/api/competitions/${DEMO_SLUG}/invitations`,
    as: 'staff',
    body: () => ({ email: 'new.member@example.org', role: 'registrar' }),
    skip: /^role$/,
  },
];

/** Path parameters the server looks up: each spoiled must be refused, never a 500. */
const spoiledPaths = [
  `/api/invitations/abc%00def`,
  `/api/auth/password-reset/abc%00def`,
  `/api/competitions/${DEMO_SLUG}/members/user%00id/disable`,
  `/api/competitions/${DEMO_SLUG}/members/user%01id/unlock-sign-in`,
  `/api/competitions/${DEMO_SLUG}/invitations/id%00`,
  `/api/competitions/harbor%00city/commands`,
  `/uploads/${DEMO_SLUG}/photo%00.png`,
  `/api/competitions/${DEMO_SLUG}/export/heats%00.csv`,
];

/**
 * Control characters in what a client sends, run by control-characters-http.test.ts on
 * SQLite and by control-characters-http.pg.test.ts on PostgreSQL (where a NUL reaching
 * the database used to answer 500 with the database's own error text): every string
 * field of every public and staff form, with NUL and then random C0/DEL characters at
 * random places, is refused 400 naming that field, and nothing a client sees names
 * the database.
 */
export function describeControlCharacters(
  name: string,
  startServer: (overrides: Partial<ServerConfig>) => Promise<TestServer>,
): void {
  describe(name, () => {
    let server: TestServer;
    let staff: BrowserClient;

    beforeAll(async () => {
      // Every refused registration counts against the address's limit: room for all of them.
      server = await startServer({
        registrationLimits: { ...registrationLimitsFromEnv({}), registrationsPerIp: 1000 },
      });
      await addOpenEvents(server);
      await createMember(server, 'admin@example.org', ['admin']);
      staff = await signedInBrowser(server, 'admin@example.org');
    });

    afterAll(async () => {
      await server.dispose();
    });

    async function send(method: string, path: string, body: unknown, as?: 'staff') {
      if (as === 'staff') {
        const reply = await staff.request(method, path, body);
        return { status: reply.status, text: JSON.stringify(reply.body) };
      }
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          origin: server.url,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    }

    it.each(targets)(
      'refuses a control character in any field of the $name, naming it',
      async (target) => {
        const next = seededRandom(24);
        for (const path of stringPaths(target.body())) {
          const field = path.join('.');
          if (target.skip?.test(field)) {
            continue;
          }
          for (let round = 0; round < 3; round++) {
            const original = path.reduce<unknown>(
              (value, key) => (value as Record<string, unknown>)[key],
              target.body(),
            ) as string;
            const body = withString(target.body(), path, spoiled(original, next, round));
            const reply = await send('POST', target.path, body, target.as);
            expect(reply.status, `${target.name} ${field}: ${reply.text}`).toBe(400);
            expect(reply.text, `${target.name} ${field}`).toContain(`${field}:`);
            expect(reply.text).not.toMatch(DATABASE_TEXT);
          }
        }
      },
    );

    it.each(spoiledPaths)(
      'refuses a control character in the path %s, never a 500',
      async (path) => {
        const method = /disable|unlock|commands/.test(path)
          ? 'POST'
          : path.includes('/invitations/id')
            ? 'DELETE'
            : 'GET';
        const reply = await send(method, path, method === 'POST' ? {} : undefined, 'staff');
        expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
        expect(reply.status, reply.text).toBeLessThan(500);
        expect(reply.text).not.toMatch(DATABASE_TEXT);
      },
    );

    it('keeps new lines and tabs in a multi-line text such as a judge’s bio', async () => {
      const bio = 'Adjudicator since 1999.\r\n\tWorld Latin finalist.\n';
      const reply = await send(
        'POST',
        `/api/competitions/${DEMO_SLUG}/commands`,
        {
          commandId: randomUUID(),
          command: { type: 'saveOfficial', official: { name: 'Ida Judge', role: 'Judge', bio } },
        },
        'staff',
      );
      expect(reply.status, reply.text).toBe(200);
      const saved = Object.values(server.host.stateOf(DEMO_SLUG)!.metadata.officials).find(
        (official) => official.name === 'Ida Judge',
      );
      expect(saved?.bio).toBe(bio);
      const nul = await send(
        'POST',
        `/api/competitions/${DEMO_SLUG}/commands`,
        {
          commandId: randomUUID(),
          command: {
            type: 'saveOfficial',
            official: { name: 'Ida Judge', role: 'Judge', bio: `a\u0000b` },
          },
        },
        'staff',
      );
      expect(nul.status).toBe(400);
      expect(nul.text).toContain('command.official.bio:');
    });
  });
}
