import { demoCompetition, demoDay } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/accounts';
import type { EventStore } from '../store/event-store';
import { loadCompetitionState } from '../store/load-state';
import { runAdminCommand } from './admin-commands';
import { appendRequests, decideInOrder, writeNewCompetition } from './create-competition-command';

/** A fresh, empty database's stores: SQLite or PostgreSQL. */
export type OpenStores = () => Promise<{ events: EventStore; accounts: Accounts }>;

const LAST_YEAR = 'harbor-city-dancesport-2027';

/** A database holding Olga's account and last year's demo competition, danced in part. */
async function serverWithLastYear(open: OpenStores) {
  const { events, accounts } = await open();
  for (const email of ['olga@example.org', 'otto@example.org']) {
    await accounts.users.create({
      email,
      name: '',
      passwordHash: 'unused',
      mustChangePassword: false,
    });
  }
  const today = new Date().toISOString().slice(0, 10);
  await writeNewCompetition(events, LAST_YEAR, demoCompetition(today));
  const [record] = await events.listCompetitions();
  const setUp = await loadCompetitionState(events, record!.id);
  const at = new Date().toISOString();
  await events.appendMany(
    appendRequests(
      record!.id,
      setUp.seq,
      decideInOrder(setUp.state, demoDay(setUp.state!), at),
      at,
    ),
  );
  await accounts.users.grant(
    (await accounts.users.byEmail('otto@example.org'))!.id,
    LAST_YEAR,
    'registrar',
    'test',
  );

  const printed: string[] = [];
  const admin = (...argv: string[]) =>
    runAdminCommand(accounts, argv, (line) => printed.push(line), events);
  const stateOf = async (slug: string) => {
    const found = (await events.listCompetitions()).find((each) => each.slug === slug);
    return found && (await loadCompetitionState(events, found.id)).state;
  };
  return { accounts, events, admin, printed, stateOf };
}

const nextYear = [
  '--name',
  'Harbor City DanceSport 2028',
  '--slug',
  'harbor-city-2028',
  '--start-date',
  '2028-02-12',
  '--end-date',
  '2028-02-13',
  '--venue',
  'Marston Field House',
  '--time-zone',
  'America/New_York',
  '--currency',
  'usd',
  '--owner',
  'olga@example.org',
];

/** `nextYear` with one option's value replaced. */
const withOption = (name: string, value: string) =>
  nextYear.map((each, index) => (nextYear[index - 1] === name ? value : each));

/** `nextYear` without one option. */
const withoutOption = (name: string) =>
  nextYear.filter((each, index) => each !== name && nextYear[index - 1] !== name);

/** `admin create-competition` on the stores `open` makes (`*.test.ts`, `*.pg.test.ts`). */
export function createCompetitionSuite(database: string, open: OpenStores): void {
  describe(`admin create-competition on ${database}`, () => {
    it('copies an earlier competition without its people or money, owned by --owner alone', async () => {
      const { accounts, admin, printed, stateOf } = await serverWithLastYear(open);
      const source = await stateOf(LAST_YEAR);
      expect(Object.keys(source!.registration.payments ?? {}).length).toBeGreaterThan(0);

      await admin('create-competition', ...nextYear, '--from', `copy:${LAST_YEAR}`);

      const copy = await stateOf('harbor-city-2028');
      expect(copy?.metadata.fullName).toBe('Harbor City DanceSport 2028');
      expect(Object.keys(copy!.events)).toEqual(Object.keys(source!.events));
      expect(copy?.metadata.officials).toHaveProperty('judge-a');
      expect(copy?.pages.waiver).toBe(source?.pages.waiver);
      expect(copy?.registration.fees?.perEntry).toEqual(source?.registration.fees?.perEntry);
      expect(copy?.competitors).toEqual({});
      expect(copy?.marks).toEqual({});
      expect(copy?.registration.payments).toEqual({});
      expect(copy?.registration.accounts).toEqual({});

      const olga = await accounts.users.byEmail('olga@example.org');
      const otto = await accounts.users.byEmail('otto@example.org');
      expect(await accounts.users.rolesIn(olga!.id, 'harbor-city-2028')).toEqual(['owner']);
      expect(await accounts.users.rolesIn(otto!.id, 'harbor-city-2028')).toEqual([]);
      expect(printed).toContain('olga@example.org in harbor-city-2028: owner');
      expect(printed.at(-1)).toBe('restart the server to serve the new competition');
    });

    it('makes one from the collegiate template', async () => {
      const { admin, stateOf } = await serverWithLastYear(open);
      await admin('create-competition', ...nextYear, '--from', 'collegiate');
      const made = await stateOf('harbor-city-2028');
      expect(Object.keys(made!.events)).toHaveLength(30);
      expect(made?.events['Lunch Break']).toBeDefined();
      expect(made?.registration.fees?.currency).toBe('USD');
    });

    it('refuses a taken slug or a bad option, naming it, and writes nothing', async () => {
      const { accounts, admin, events, stateOf } = await serverWithLastYear(open);
      const before = await events.listCompetitions();
      const refusals: [string[], string][] = [
        [withOption('--slug', LAST_YEAR), `--slug: "${LAST_YEAR}" is already taken`],
        [withOption('--slug', 'Harbor City'), '--slug: must be lowercase letters and digits'],
        [withOption('--end-date', '2028-02-01'), '--end-date: must not be before the start date'],
        [
          withOption('--start-date', '12/02/2028'),
          '--start-date: must be a date written YYYY-MM-DD',
        ],
        [withOption('--time-zone', 'Eastern'), '--time-zone: must be a time zone'],
        [withOption('--currency', 'dollars'), '--currency: must be a three-letter currency code'],
        [withOption('--owner', 'nobody@example.org'), '--owner: no account for nobody@example.org'],
        [
          [...nextYear, '--from', 'copy:no-such-thing'],
          '--from: there is no competition "no-such-thing"',
        ],
        [[...nextYear, '--from', 'template'], '--from: must be empty, collegiate or copy:'],
        [withoutOption('--slug'), '--slug is required'],
      ];
      for (const [argv, message] of refusals) {
        await expect(admin('create-competition', ...argv), message).rejects.toThrow(message);
      }
      expect(await events.listCompetitions()).toEqual(before);
      expect(await stateOf('harbor-city-2028')).toBeUndefined();
      const olga = await accounts.users.byEmail('olga@example.org');
      expect(await accounts.users.memberships(olga!.id)).toEqual([]);
    });
  });
}
