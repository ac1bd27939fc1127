import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';

/** Issue 25 item 9: the registrar records a payment, refunds part of it, and reads the invoice. */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const suffix = randomUUID().slice(0, 6);
const LEAD = `Refund Lead ${suffix}`;
const SCHOOL = `Refund School ${suffix}`;
const EVENT = `E2E Refund Rumba ${suffix}`;

test('a registrar records a payment, refunds part of it with a reason, and sees the balance and the invoice lines', async ({
  page,
  request,
}) => {
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

  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  const table = page.getByRole('table', { name: 'Registrations' });
  const row = table.getByRole('row').filter({ hasText: LEAD });

  // Sort by balance: the header says so, most owed first.
  await table.getByRole('button', { name: 'Balance' }).click();
  await expect(table.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('checkbox', { name: 'Owes money' }).check();
  await expect(row).toContainText('to pay');
  const due = (await row.textContent())?.match(/\$(\d+\.\d\d) to pay/)?.[1] ?? '';

  await row.getByRole('button', { name: `Record a payment from ${LEAD}` }).click();
  const pay = page.getByRole('dialog', { name: `Record a payment from ${LEAD}` });
  const paid = (Number(due) + 10).toFixed(2);
  await pay.getByLabel(/Amount/).fill(paid);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await page.getByRole('checkbox', { name: 'Owes money' }).uncheck();
  await expect(row).toContainText('$10.00 credit');

  await row.getByRole('button', { name: `More for ${LEAD}` }).click();
  await page.getByRole('menuitem', { name: 'Refund or void a payment' }).click();
  const refund = page.getByRole('dialog', { name: `Refund or void a payment from ${LEAD}` });
  await refund.getByLabel(/Amount refunded/).fill('999');
  await refund.getByLabel('Reason').fill('Paid ten too many');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByRole('alert')).toContainText(`at most ${paid} USD can be refunded`);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await refund.getByLabel(/Amount refunded/).fill('10');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(row).toContainText('Settled');

  await page.goto(`/print-invoices?school=${encodeURIComponent(SCHOOL)}`);
  await expect(page.getByRole('row', { name: /Paid ten too many/ })).toContainText('-$10.00');
  await expect(page.getByRole('row', { name: /^Balance due/ })).toContainText('$0.00');
});
