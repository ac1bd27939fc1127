import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';
import { axeViolations } from './support/axe';
import { registerCouple } from './support/registration';

/**
 * Issue 25 item 11 on a phone: the registrar gives a discount with a reason
 * (the balance and the invoice line say it), a capped event's waitlist is on
 * the desk and on the waiting dancer's pages, and a withdrawal lets the first
 * in line in, seen on the desk without a reload.
 */

const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Capped Cha Cha ${suffix}`;
const SCHOOL = 'Northbridge College';
const REASON = `Volunteer all day ${suffix}`;
const person = (name: string) => ({
  name,
  email: `${name.replaceAll(' ', '.').toLowerCase()}@example.org`,
});
const IN = { lead: person(`Inez Placed ${suffix}`), follow: person(`Ivan Placed ${suffix}`) };
const WAITING = { lead: person(`Wes Waiting ${suffix}`), follow: person(`Wren Waiting ${suffix}`) };

test.describe.configure({ mode: 'serial' });

// One registrar's phone through the story, one thing the registrar does per test.
let page: Page;
let table: Locator;
let placed: { competitorId: string; code: string }[] = [];
let waiting: { competitorId: string; code: string }[] = [];

test.beforeAll(async ({ browser, request }) => {
  // Setting up is not a user action: two couples for a one-couple event, and the desk's
  // first snapshot of the whole demo, on a loaded machine.
  test.setTimeout(60_000);
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Open', style: 'Latin', eventDances: ['ChaCha'], cap: 1 },
  });
  placed = await registerCouple(request, { ...IN, affiliation: SCHOOL, events: [EVENT] });
  waiting = await registerCouple(request, { ...WAITING, affiliation: SCHOOL, events: [EVENT] });
  // From a context of its own: axe's builder refuses a page made by browser.newPage().
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  table = page.getByRole('table', { name: 'Registrations' });
});

test.afterAll(async () => {
  await page.context().close();
});

const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
const dueOf = async (row: Locator) =>
  Number((await row.textContent())?.match(/\$(\d+\.\d\d) to pay/)?.[1] ?? Number.NaN);

test('the registrar gives a discount with a reason, and the balance drops by it', async () => {
  // The desk holds the whole demo: a loaded machine takes a while to redraw it.
  test.setTimeout(60_000);
  const row = rowOf(IN.lead.name);
  await expect(row).toContainText('to pay', { timeout: 15_000 });
  const before = await dueOf(row);
  await row.getByRole('button', { name: `More for ${IN.lead.name}` }).click();
  await page.getByRole('menuitem', { name: 'Discount or waive fees' }).click();
  const dialog = page.getByRole('dialog', { name: `Discount or waive ${IN.lead.name}’s fees` });
  await dialog.getByRole('textbox', { name: /^Discount/ }).fill('5');
  await dialog.getByLabel('Reason').fill(REASON);
  // The dialog only: the desk behind it holds the whole demo, checked by the desk's own specs.
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Give discount' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText(`$${(before - 5).toFixed(2)} to pay`, { timeout: 15_000 });
});

test('the invoice names the discount and its reason on a line of its own', async () => {
  await page.goto(`/print-invoices?school=${encodeURIComponent(SCHOOL)}`);
  await expect(page.getByRole('row', { name: new RegExp(REASON) })).toContainText('-$5.00');
  await page.goto('/admin/competitors');
});

test('the capped event’s waitlist is on the desk, in order', async () => {
  const line = page.getByRole('list', { name: `Waitlist of ${EVENT}` });
  await expect(line.getByRole('listitem')).toHaveText([
    `${WAITING.lead.name} and ${WAITING.follow.name}`,
  ]);
  await expect(page.getByText(`${EVENT}: 1 of 1 places taken, 1 waiting`)).toBeVisible();
  expect(
    await axeViolations(page, { include: 'section[aria-labelledby="waitlists-title"]' }),
  ).toEqual([]);
});

test('the waiting dancer’s public page and own page say "waitlisted, position 1"', async ({
  browser,
}) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const [lead] = waiting;
  await phone.goto(`/competitors/${lead!.competitorId}`);
  await expect(phone.getByRole('list', { name: 'Waitlists' })).toContainText(
    `${EVENT}: waitlisted, position 1`,
  );
  await phone.goto('/updateEntries');
  await phone.getByLabel('Email').fill(WAITING.lead.email);
  await phone.getByLabel('Competitor code').fill(lead!.code);
  await phone.getByRole('button', { name: 'Open my registration' }).click();
  await expect(phone.getByText(/Waitlisted, position 1/)).toBeVisible();
  await phone.close();
});

test('a withdrawal frees the place: the first in line is entered, seen without a reload', async ({
  request,
}) => {
  // Another registrar withdraws her at the other desk.
  await command(request, { type: 'withdrawDancer', competitorId: placed[0]!.competitorId });
  await expect(page.getByRole('list', { name: `Waitlist of ${EVENT}` })).toHaveCount(0, {
    timeout: 15_000,
  });
  // Entered now, so charged the entry: the line's couple owes more than their own fee.
  await expect(rowOf(WAITING.lead.name)).toContainText('to pay');
  await expect(rowOf(IN.lead.name)).toContainText('(withdrawn)');
});
