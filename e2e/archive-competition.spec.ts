import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { DESKTOP, PHONE } from './support/devices';
import { ownCompetition } from './support/own-competition';

// Issue 25 item 2: the owner archives a competition once its season is over. A competition of
// our own, with one posted Final, so archiving it leaves the other specs' demo alone.
const suffix = randomUUID().slice(0, 6);
const EVENT = `Archive Waltz ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-archive-${suffix}`,
  fullName: `Archive Open ${suffix}`,
  timeZone: 'America/New_York',
  judges: ['judge-a', 'judge-b', 'judge-c'],
  events: [{ name: EVENT, style: 'Standard', dances: ['Waltz'] }],
  couples: [{ count: 4, lead: (n) => `Lead ${n}`, follow: (n) => `Follow ${n}`, events: [EVENT] }],
});

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  competition.grant(USERS.owner);
  const final = { eventName: EVENT, roundNumber: 1 };
  await competition.command(request, { type: 'rehearseRound', ...final, seed: 5 });
  await competition.command(request, { type: 'approveRound', ...final });
  await competition.command(request, { type: 'postRound', ...final });
});

test('the owner archives: the admin says read-only and refuses a change, the results stay public', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, USERS.owner);
  await page.goto(competition.at('/admin/setup'));
  const archive = page.getByRole('region', { name: 'Archive' });
  await archive.getByRole('button', { name: 'Archive', exact: true }).click({ timeout: 20_000 });
  const asked = await answerConfirm(page, { confirm: 'Archive competition' });
  expect(asked).toContain('Its results stay public.');
  await expect(archive.getByRole('status')).toHaveText('Archived: read-only.');
  await expect(archive.getByRole('button', { name: 'Un-archive' })).toBeVisible();

  // Every admin screen says so in its header.
  const header = page.getByRole('region', { name: 'Competition' }).first();
  await expect(header.getByText('Archived: read-only')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A change is refused with a sentence saying why and how to undo it, keeping what was typed.
  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await howToPay.getByLabel('Payment instructions').fill('Cash at the door.');
  await howToPay.getByRole('button', { name: 'Save payment instructions' }).click();
  await expect(howToPay.getByRole('alert')).toContainText('is archived and read-only');
  await expect(howToPay.getByLabel('Payment instructions')).toHaveValue('Cash at the door.');

  // Anybody still reads the results, on a phone.
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(competition.at(`/results/${encodeURIComponent(EVENT)}`));
  await expect(visitor.getByRole('table', { name: 'Waltz: marks and places' })).toBeVisible({
    timeout: 20_000,
  });
  await visitor.context().close();
});
