import { screensFor } from '@floorcraft/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, GOOD_PASSWORD, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/** A valid create form for `slug`, with `changes` on top. */
function form(slug: string, changes: Record<string, unknown> = {}) {
  return {
    commandId: crypto.randomUUID(),
    name: 'Spring Open 2027',
    slug,
    startDate: '2027-04-10',
    endDate: '2027-04-11',
    venue: { name: 'Field House', address: '1 Campus Road' },
    timeZone: 'America/New_York',
    currency: 'USD',
    start: 'empty',
    ...changes,
  };
}

/**
 * Issue 25 item 1: creating a competition in the app on an empty server (no demo). The
 * first account is the server administrator; with COMPETITION_CREATORS=organizers the
 * accounts it names may create too, nobody else. A refused creation leaves nothing.
 */
export function describeCreateCompetition(name: string, start: StartTestServer): void {
  describe(name, () => {
    let server: TestServer;
    let admin: BrowserClient;

    beforeAll(async () => {
      server = await start();
      const first = server.firstOwner!;
      admin = new BrowserClient(server.url);
      await admin.post('/api/auth/sign-in', {
        email: first.email,
        password: first.oneTimePassword,
      });
      const changed = await admin.post('/api/auth/password', {
        currentPassword: first.oneTimePassword,
        newPassword: GOOD_PASSWORD,
      });
      expect(changed.status).toBe(200);
    });
    afterAll(async () => {
      await server.dispose();
    });

    it('refuses anybody not signed in (401) and an ordinary account (403)', async () => {
      const anonymous = new BrowserClient(server.url);
      expect((await anonymous.post('/api/competitions', form('nobodys'))).status).toBe(401);
      expect((await anonymous.get('/api/competitions/slug-available?slug=x')).status).toBe(401);
      await createMember(server, 'olga@example.org', []);
      const olga = await signedInBrowser(server, 'olga@example.org');
      const refused = await olga.post('/api/competitions', form('olgas'));
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(
        'only a server administrator or an organizer they named can create a competition',
      );
      expect((await olga.get('/api/competitions/creation')).status).toBe(403);
      expect((await olga.get('/api/auth/session')).body.mayCreateCompetitions).toBe(false);
      expect((await admin.get('/api/auth/session')).body.mayCreateCompetitions).toBe(true);
      expect(server.host.list()).toEqual([]);
    });

    it('lets the first account create one: 201, hosted, and it is the owner', async () => {
      const free = await admin.get('/api/competitions/slug-available?slug=spring-open-2027');
      expect(free.body).toEqual({ slug: 'spring-open-2027', available: true });
      const created = await admin.post('/api/competitions', form('spring-open-2027'));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ competition: 'spring-open-2027' });
      const state = server.host.stateOf('spring-open-2027');
      expect(state?.metadata).toMatchObject({
        fullName: 'Spring Open 2027',
        startDate: '2027-04-10',
        registrationStatus: 'CLOSED',
      });
      expect(state?.registration.fees?.currency).toBe('USD');
      const owner = await server.accounts.users.byEmail(server.firstOwner!.email);
      expect(await server.accounts.users.rolesIn(owner!.id, 'spring-open-2027')).toEqual(['owner']);
      const taken = await admin.get('/api/competitions/slug-available?slug=spring-open-2027');
      expect(taken.body).toEqual({ slug: 'spring-open-2027', available: false });
      const creation = await admin.get('/api/competitions/creation');
      // With its zone and currency, which a copy starts from (the form's default is the browser's).
      expect(creation.body.copyFrom).toContainEqual({
        slug: 'spring-open-2027',
        fullName: 'Spring Open 2027',
        timeZone: 'America/New_York',
        currency: 'USD',
      });
    });

    it('starts from the collegiate template, or a copy of a competition the creator owns', async () => {
      const collegiate = await admin.post(
        '/api/competitions',
        form('collegiate-2027', { start: 'collegiate' }),
      );
      expect(collegiate.status).toBe(201);
      const events = Object.keys(server.host.stateOf('collegiate-2027')?.events ?? {});
      expect(events.length).toBeGreaterThan(10);
      const copy = await admin.post(
        '/api/competitions',
        form('collegiate-2028', { start: 'copy', copyFrom: 'collegiate-2027' }),
      );
      expect(copy.status).toBe(201);
      expect(Object.keys(server.host.stateOf('collegiate-2028')?.events ?? {})).toEqual(events);
    });

    it('gives a copy no member but its creator: the source’s staff stay behind', async () => {
      // Olga (an account since the first test) is the registrar of the competition copied.
      const olga = await server.accounts.users.byEmail('olga@example.org');
      await server.accounts.users.grant(olga!.id, 'collegiate-2027', 'registrar', 'test');
      const copy = await admin.post(
        '/api/competitions',
        form('collegiate-2029', { start: 'copy', copyFrom: 'collegiate-2027' }),
      );
      expect(copy.status).toBe(201);
      const members = await server.accounts.users.members('collegiate-2029');
      expect(members.map(({ user, roles }) => [user.email, roles])).toEqual([
        [server.firstOwner!.email, ['owner']],
      ]);
      expect(await server.accounts.users.rolesIn(olga!.id, 'collegiate-2027')).toEqual([
        'registrar',
      ]);
    });

    it('refuses a slug already taken (409 naming slug) and changes nothing', async () => {
      await createMember(server, 'nina@example.org', []);
      await admin.post('/api/accounts/organizers', {
        email: 'nina@example.org',
        mayCreateCompetitions: true,
      });
      const nina = await signedInBrowser(server, 'nina@example.org');
      const before = server.host.stateOf('spring-open-2027');
      const refused = await nina.post(
        '/api/competitions',
        form('spring-open-2027', { name: 'Taken over' }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 'slug: the address "spring-open-2027" is taken: choose another',
        field: 'slug',
      });
      expect(server.host.stateOf('spring-open-2027')).toBe(before);
      const ninaAccount = await server.accounts.users.byEmail('nina@example.org');
      expect(await server.accounts.users.memberships(ninaAccount!.id)).toEqual([]);
    });

    it('lets an organizer the administrator named create one (201), never copy one not theirs', async () => {
      const nina = await signedInBrowser(server, 'nina@example.org');
      const copy = await nina.post(
        '/api/competitions',
        form('ninas-copy', { start: 'copy', copyFrom: 'spring-open-2027' }),
      );
      expect(copy.status).toBe(400);
      expect(copy.body.error).toBe('copyFrom: you can copy only a competition you own');
      const created = await nina.post('/api/competitions', form('autumn-classic'));
      expect(created.status).toBe(201);
      const account = await server.accounts.users.byEmail('nina@example.org');
      expect(await server.accounts.users.memberships(account!.id)).toEqual([
        { slug: 'autumn-classic', roles: ['owner'] },
      ]);
      const named = await nina.post('/api/accounts/organizers', {
        email: 'olga@example.org',
        mayCreateCompetitions: true,
      });
      expect(named.status).toBe(403);
    });

    it('lists the accounts and who may create to the administrator only, never a password', async () => {
      await createMember(server, 'omar@example.org', []);
      const named = await admin.post('/api/accounts/organizers', {
        email: 'omar@example.org',
        mayCreateCompetitions: true,
      });
      expect(named.status).toBe(204);
      const listing = await admin.get('/api/accounts/organizers');
      expect(listing.status).toBe(200);
      expect(listing.body.competitionCreators).toBe('organizers');
      const { accounts } = listing.body as { accounts: Record<string, unknown>[] };
      const omar = accounts.find((account) => account.email === 'omar@example.org');
      expect(omar).toMatchObject({
        email: 'omar@example.org',
        serverAdministrator: false,
        mayCreateCompetitions: true,
        disabled: false,
      });
      expect(Object.keys(omar!).sort()).toEqual([
        'disabled',
        'email',
        'mayCreateCompetitions',
        'name',
        'serverAdministrator',
      ]);
      expect(JSON.stringify(listing.body)).not.toMatch(/password|hash|\$argon|\$2[aby]\$/i);
      const taken = await admin.post('/api/accounts/organizers', {
        email: 'omar@example.org',
        mayCreateCompetitions: false,
      });
      expect(taken.status).toBe(204);
      expect((await server.accounts.users.byEmail('omar@example.org'))!.mayCreateCompetitions).toBe(
        false,
      );
      const unknown = await admin.post('/api/accounts/organizers', {
        email: 'nobody@example.org',
        mayCreateCompetitions: true,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatch(/^email: no account has the email nobody@example.org/);
      const omarBrowser = await signedInBrowser(server, 'omar@example.org');
      expect((await omarBrowser.get('/api/accounts/organizers')).status).toBe(403);
      expect((await new BrowserClient(server.url).get('/api/accounts/organizers')).status).toBe(
        401,
      );
    });

    it('says in the session who administers the server, whose switcher lists every competition', async () => {
      // An organizer's switcher lists the competitions they hold a role in; the administrator's
      // lists every competition of the server (the index), roles or not (issue 25 item 2).
      expect((await admin.get('/api/auth/session')).body.serverAdministrator).toBe(true);
      const nina = await signedInBrowser(server, 'nina@example.org');
      const ninas = (await nina.get('/api/auth/session')).body;
      expect(ninas.serverAdministrator).toBe(false);
      expect(ninas.memberships).toEqual([
        { slug: 'autumn-classic', roles: ['owner'], screens: screensFor(['owner']) },
      ]);
      const index = (await admin.get('/api/competitions')).body as {
        competitions: { slug: string }[];
      };
      expect(index.competitions.map((entry) => entry.slug)).toContain('autumn-classic');
      await expect(new BrowserClient(server.url).get('/api/auth/session')).resolves.toMatchObject({
        body: { serverAdministrator: false },
      });
    });

    it('refuses bad input with 400 naming each field, and stores nothing', async () => {
      const before = server.host.list().length;
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ slug: 'Spring Open!' }, /^slug: must be lowercase letters and digits/],
        [{ name: '' }, /^name: must not be empty/],
        [{ endDate: '2027-04-09' }, /^endDate: must not be before the start date/],
        [{ timeZone: 'Mars/Olympus_Mons' }, /^timeZone: must be a time zone/],
        [{ currency: 'dollars' }, /^currency: must be a three-letter currency code/],
        [{ start: 'whatever' }, /start: must be empty, collegiate or copy/],
        [{ start: 'copy' }, /^copyFrom: choose the competition to copy/],
      ];
      for (const [changes, message] of cases) {
        const refused = await admin.post('/api/competitions', form('bad-input', changes));
        expect(refused.status, JSON.stringify(changes)).toBe(400);
        expect(refused.body.error).toMatch(message);
      }
      const badSlug = await admin.get('/api/competitions/slug-available?slug=Bad%20Slug');
      expect(badSlug.status).toBe(400);
      expect(badSlug.body.error).toMatch(/^slug: /);
      expect(server.host.list().length).toBe(before);
      expect(await server.accounts.users.hasOwner('bad-input')).toBe(false);
    });
  });
}
