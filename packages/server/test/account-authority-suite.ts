import { demoMetadata, type Role } from '@floorcraft/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG, GOOD_PASSWORD, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

const A = DEMO_SLUG;
const B = 'spring-open';

/** Roles per competition. */
type Standing = Partial<Record<typeof A | typeof B, Role[]>>;

const actors = {
  'owner of A': { [A]: ['owner'] },
  'admin of A': { [A]: ['admin'] },
  'registrar of A': { [A]: ['registrar'] },
  'owner of A and B': { [A]: ['owner'], [B]: ['owner'] },
  'admin of A and B': { [A]: ['admin'], [B]: ['admin'] },
  'the API token': {},
} satisfies Record<string, Standing>;
type ActorName = keyof typeof actors;

const targets = {
  'judge in A only': { [A]: ['judge'] },
  'judge in B only': { [B]: ['judge'] },
  'judge in A and B': { [A]: ['judge'], [B]: ['judge'] },
  'owner of B, judge in A': { [A]: ['judge'], [B]: ['owner'] },
  'owner of A, judge in B': { [A]: ['owner'], [B]: ['judge'] },
} satisfies Record<string, Standing>;
type TargetName = keyof typeof targets;

type Outcome = 'done' | 'refused';
type Action = 'disable' | 'enable' | 'unlock';
const paths: Record<Action, string> = {
  disable: 'disable',
  enable: 'enable',
  unlock: 'unlock-sign-in',
};

/** An account acted on, and the members screen it is acted on from. */
interface Account {
  userId: string;
  email: string;
  slug: string;
}
type Matrix = Record<TargetName, Outcome>;

/** One row of outcomes per target, written in the targets' order above. */
function row(...outcomes: ('✓' | '✗')[]): Matrix {
  const names = Object.keys(targets) as TargetName[];
  return Object.fromEntries(
    names.map((name, index) => [name, outcomes[index] === '✓' ? 'done' : 'refused']),
  ) as Matrix;
}

/**
 * Issue 24: disabling, enabling and unlocking act on the whole account, so they need
 * authority in every competition where the account holds a role (the owner protection
 * included), or the server itself. Written out by hand, like the permission matrix.
 */
const disableOrEnable: Record<ActorName, Matrix> = {
  //                                A only  B only  A+B  own B  own A
  'owner of A': row('✓', '✗', '✗', '✗', '✗'),
  'admin of A': row('✓', '✗', '✗', '✗', '✗'),
  'registrar of A': row('✗', '✗', '✗', '✗', '✗'),
  'owner of A and B': row('✓', '✓', '✓', '✓', '✓'),
  'admin of A and B': row('✓', '✓', '✓', '✗', '✗'),
  'the API token': row('✓', '✓', '✓', '✓', '✓'),
};
const expected: Record<Action, Record<ActorName, Matrix>> = {
  disable: disableOrEnable,
  // Only those who may disable an account may enable it again.
  enable: disableOrEnable,
  // An unlock grants nothing, so admins may unlock owners; still only where they are admins.
  unlock: {
    'owner of A': row('✓', '✗', '✗', '✗', '✗'),
    'admin of A': row('✓', '✗', '✗', '✗', '✗'),
    'registrar of A': row('✗', '✗', '✗', '✗', '✗'),
    'owner of A and B': row('✓', '✓', '✓', '✓', '✓'),
    'admin of A and B': row('✓', '✓', '✓', '✓', '✓'),
    'the API token': row('✓', '✓', '✓', '✓', '✓'),
  },
};

/**
 * The two-competition matrix over HTTP, run by account-authority-http.test.ts on SQLite and
 * by account-authority-http.pg.test.ts on PostgreSQL. Each cell acts on a fresh account from
 * the members screen of a competition it works for (A when it works there) and checks what
 * the account's owner would notice: refused means answered 403 with a reason and nothing
 * changed (they stay signed in and can sign in; a disabled account stays disabled; the wrong
 * passwords still count); done means answered 204 and changed.
 */
export function describeAccountAuthority(name: string, startServer: StartTestServer): void {
  describe(name, () => {
    let server: TestServer;
    const clients = new Map<ActorName, BrowserClient>();
    let accounts = 0;

    /** An account holding these roles, made straight in the store. */
    async function createAccount(email: string, standing: Standing): Promise<string> {
      const user = await server.accounts.createUser({
        email,
        name: email.split('@')[0] ?? email,
        password: GOOD_PASSWORD,
        mustChangePassword: false,
      });
      for (const [slug, roles] of Object.entries(standing)) {
        for (const role of roles) {
          await server.accounts.users.grant(user.id, slug, role, 'test');
        }
      }
      return user.id;
    }

    const operator = () =>
      new BrowserClient(server.url, server.url, { authorization: `Bearer ${server.token}` });

    /** What the members screen of `slug` says about an account, read as the operator. */
    async function memberLine(slug: string, userId: string) {
      const listed = await operator().get(`/api/competitions/${slug}/members`);
      const members = listed.body.members as {
        userId: string;
        disabled: boolean;
        failedSignIns: number;
      }[];
      const line = members.find((member) => member.userId === userId);
      if (!line) {
        throw new Error(`account ${userId} is not on the members screen of ${slug}`);
      }
      return line;
    }

    beforeAll(async () => {
      server = await startServer();
      const created = await sendCommand(
        server.url,
        {
          type: 'createCompetition',
          slug: B,
          metadata: { ...demoMetadata('2027-01-10'), fullName: 'Spring Open' },
        },
        { token: server.token },
      );
      expect(created.status).toBe(200);
      for (const [actor, standing] of Object.entries(actors) as [ActorName, Standing][]) {
        if (actor === 'the API token') {
          clients.set(actor, operator());
          continue;
        }
        const email = `${actor.replaceAll(' ', '-')}@example.org`;
        await createAccount(email, standing);
        clients.set(actor, await signedInBrowser(server, email));
      }
    }, 60_000);

    afterAll(async () => {
      await server?.dispose();
    });

    /** A fresh account of each kind of target; `slug` is the members screen it is acted on from. */
    async function freshAccount(standing: Standing): Promise<Account> {
      accounts += 1;
      const email = `target-${accounts}@example.org`;
      const userId = await createAccount(email, standing);
      // From the members screen of A when the account works there, else of B.
      return { userId, email, slug: standing[A] ? A : B };
    }

    /**
     * Runs `action` by `actor` on a fresh account of each kind and returns the outcomes:
     * `done` (204, and `observe` saw the change), `refused` (403 with a reason, and nothing
     * changed), or what happened instead.
     */
    async function matrix<Prepared>(
      actor: ActorName,
      action: Action,
      cell: {
        prepare: (account: Account) => Promise<Prepared>;
        observe: (account: Account, prepared: Prepared) => Promise<string>;
      },
    ): Promise<Record<TargetName, string>> {
      const client = clients.get(actor);
      if (!client) {
        throw new Error(`no client for ${actor}`);
      }
      const outcomes: Partial<Record<TargetName, string>> = {};
      for (const [target, standing] of Object.entries(targets) as [TargetName, Standing][]) {
        const account = await freshAccount(standing);
        const prepared = await cell.prepare(account);
        const reply = await client.post(
          `/api/competitions/${account.slug}/members/${account.userId}/${paths[action]}`,
        );
        const seen = await cell.observe(account, prepared);
        outcomes[target] =
          reply.status === 204 && seen === 'changed'
            ? 'done'
            : reply.status === 403 && seen === 'unchanged' && typeof reply.body.error === 'string'
              ? 'refused'
              : `${reply.status} ${JSON.stringify(reply.body)}; ${seen}`;
      }
      return outcomes as Record<TargetName, string>;
    }

    /** Whether the account's password signs a new browser in. */
    async function canSignIn(email: string): Promise<boolean> {
      const reply = await new BrowserClient(server.url).post('/api/auth/sign-in', {
        email,
        password: GOOD_PASSWORD,
      });
      return reply.status === 200;
    }

    const disabling = {
      // A browser the account is signed in on: a disable ends its session at once.
      prepare: ({ email }: Account) => signedInBrowser(server, email),
      observe: async ({ userId, email, slug }: Account, browser: BrowserClient) => {
        const signedIn = (await browser.get('/api/auth/session')).body.user !== null;
        const { disabled } = await memberLine(slug, userId);
        if (!signedIn && disabled) {
          return 'changed';
        }
        // No sign-in is tried once disabled: it would count against this address.
        return signedIn && !disabled && (await canSignIn(email))
          ? 'unchanged'
          : `signed in: ${signedIn}, disabled: ${disabled}`;
      },
    };

    const enabling = {
      prepare: async ({ userId, slug }: Account) => {
        const disabled = await operator().post(
          `/api/competitions/${slug}/members/${userId}/disable`,
        );
        expect(disabled.status).toBe(204);
      },
      observe: async ({ userId, email, slug }: Account) => {
        if ((await memberLine(slug, userId)).disabled) {
          return 'unchanged';
        }
        return (await canSignIn(email)) ? 'changed' : 'enabled, yet cannot sign in';
      },
    };

    let strangers = 0;
    const unlocking = {
      // A stranger's wrong password, each from an address of its own (no address limit).
      prepare: async ({ userId, email, slug }: Account) => {
        strangers += 1;
        await server.accounts.signIn(email, 'not the password', {
          ip: `203.0.113.${strangers}`,
          userAgent: 'a stranger',
        });
        expect((await memberLine(slug, userId)).failedSignIns).toBe(1);
      },
      observe: async ({ userId, slug }: Account) => {
        const { failedSignIns } = await memberLine(slug, userId);
        return failedSignIns === 0
          ? 'changed'
          : failedSignIns === 1
            ? 'unchanged'
            : `${failedSignIns} failures`;
      },
    };

    for (const actor of Object.keys(actors) as ActorName[]) {
      it(`${actor}: disables only accounts it has authority over wherever they work`, async () => {
        expect(await matrix(actor, 'disable', disabling)).toEqual(expected.disable[actor]);
      });
      it(`${actor}: enables only accounts it has authority over wherever they work`, async () => {
        expect(await matrix(actor, 'enable', enabling)).toEqual(expected.enable[actor]);
      });
      it(`${actor}: unlocks sign-in only of accounts it has authority over wherever they work`, async () => {
        expect(await matrix(actor, 'unlock', unlocking)).toEqual(expected.unlock[actor]);
      });
    }

    it('says why: the other competition, named only to those who work there, and its rule', async () => {
      const owner = await freshAccount(targets['owner of B, judge in A']);
      const byAdminOfA = await clients
        .get('admin of A')
        ?.post(`/api/competitions/${A}/members/${owner.userId}/disable`);
      expect(byAdminOfA?.body.error).toBe(
        `the account ${owner.email} also holds a role in another competition, where you have no role, so you cannot disable it`,
      );
      const byAdminOfBoth = await clients
        .get('admin of A and B')
        ?.post(`/api/competitions/${A}/members/${owner.userId}/disable`);
      expect(byAdminOfBoth?.body.error).toBe(
        `the account ${owner.email} also holds a role in ${B}, where they are an owner and only an owner can disable it`,
      );
    });
  });
}
