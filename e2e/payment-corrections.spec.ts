import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';

/** Issue 25 item 9: the registrar records a payment, refunds part of it, and reads the invoice. */

const suffix = randomUUID().slice(0, 6);
const LEAD = `Refund Lead ${suffix}`;
const SCHOOL = `Refund School ${suffix}`;
const EVENT = `E2E Refund Rumba ${suffix}`;

test.describe.configure({ mode: 'serial' });

// One registrar's page through the whole story, one thing the registrar does per test (CI's
// per-test budget is 30 s on a loaded machine).
let page: Page;
let table: Locator;
let row: Locator;
let paid = '';

test.beforeAll(async ({ browser, request }) => {
  // Setting up is not a user action: registering, signing in and the registrar view's first
  // snapshot of the whole demo, on a loaded machine.
  test.setTimeout(60_000);
  const person = (name: string) => ({
    name,
    email: `${name.replaceAll(' ', '.').toLowerCase()}@example.org`,
    affiliation: 'Other',
    otherAffiliation: SCHOOL,
    levels: {},
    student: false,
    waiverAccepted: true,
  });
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Open', style: 'Latin', eventDances: ['Rumba'] },
  });
  const registered = await request.post('/api/registrations', {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: {
      commandId: randomUUID(),
      website: '',
      registration: {
        dancer: person(LEAD),
        role: 'lead',
        partner: { kind: 'new', dancer: person(`Refund Follow ${suffix}`) },
        events: [EVENT],
      },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // A typed school is "Other" until the registrar confirms it (issue 25); then it is billed.
  const { dancers } = (await registered.json()) as { dancers: { competitorId: string }[] };
  for (const { competitorId } of dancers) {
    await command(request, { type: 'settleTypedSchool', competitorId });
  }
  // From a context of its own: axe's builder refuses a page made by browser.newPage().
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  table = page.getByRole('table', { name: 'Registrations' });
  row = table.getByRole('row').filter({ hasText: LEAD });
});

test.afterAll(async () => {
  await page.context().close();
});

test('the registrar sorts the desk by balance and keeps those who owe', async () => {
  await table.getByRole('button', { name: 'Balance' }).click();
  await expect(table.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('checkbox', { name: 'Owes money' }).check();
  await expect(row).toContainText('to pay');
});

test('a payment of $10 more than owed shows as a credit on the desk', async () => {
  const due = (await row.textContent())?.match(/\$(\d+\.\d\d) to pay/)?.[1] ?? '';
  paid = (Number(due) + 10).toFixed(2);
  await row.getByRole('button', { name: `Record a payment from ${LEAD}` }).click();
  const pay = page.getByRole('dialog', { name: `Record a payment from ${LEAD}` });
  await pay.getByLabel(/Amount/).fill(paid);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await page.getByRole('checkbox', { name: 'Owes money' }).uncheck();
  await expect(row).toContainText('$10.00 credit');
});

const refundDialog = () =>
  page.getByRole('dialog', { name: `Refund or void a payment from ${LEAD}` });

test('a refund of more than was paid is refused, naming the figure', async () => {
  await row.getByRole('button', { name: `More for ${LEAD}` }).click();
  await page.getByRole('menuitem', { name: 'Refund or void a payment' }).click();
  await refundDialog()
    .getByLabel(/Amount refunded/)
    .fill('999');
  await refundDialog().getByLabel('Reason').fill('Paid ten too many');
  await refundDialog().getByRole('button', { name: 'Refund' }).click();
  await expect(refundDialog().getByRole('alert')).toContainText(
    `at most ${paid} USD can be refunded`,
  );
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('refunding the $10 settles the balance', async () => {
  await refundDialog()
    .getByLabel(/Amount refunded/)
    .fill('10');
  await refundDialog().getByRole('button', { name: 'Refund' }).click();
  await expect(refundDialog()).toBeHidden();
  await expect(row).toContainText('Settled');
});

test('the payment history names who recorded and who refunded, when and why', async () => {
  await row.getByRole('button', { name: `More for ${LEAD}` }).click();
  await page.getByRole('menuitem', { name: 'Payment history' }).click();
  const history = page.getByRole('dialog', { name: `Payment history of ${LEAD}` });
  const lines = history.getByRole('table', { name: `Payments of ${LEAD}` }).getByRole('row');
  // The registrar did both: the staff's names are read for them too (viewStaffNames).
  await expect(lines.filter({ hasText: 'Recorded' })).toContainText(`$${paid}`);
  await expect(lines.filter({ hasText: 'Recorded' })).toContainText(USERS.registrar.name);
  const refund = lines.filter({ hasText: 'Refunded' });
  await expect(refund).toContainText('$10.00');
  await expect(refund).toContainText('Paid ten too many');
  await expect(refund).toContainText(USERS.registrar.name);
  // The competition's local time, its zone named (never the browser's clock zone).
  await expect(refund).toContainText(/\d{4}, \d\d:\d\d (UTC|.+ time)/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
});

test('the invoice lists the refund as a line of its own', async () => {
  // The school's invoice bills both dancers: the lead is settled, so what is due is the
  // follow's, as the desk says.
  const follow = table.getByRole('row').filter({ hasText: `Refund Follow ${suffix}` });
  const followDue = (await follow.textContent())?.match(/\$(\d+\.\d\d) to pay/)?.[1];
  expect(followDue, 'the follow owes her fees on the desk').toBeDefined();
  await page.goto(`/print-invoices?school=${encodeURIComponent(SCHOOL)}`);
  await expect(page.getByRole('row', { name: /Paid ten too many/ })).toContainText('-$10.00');
  await expect(page.getByRole('row', { name: /^Balance due/ })).toContainText(`$${followDue}`);
});
