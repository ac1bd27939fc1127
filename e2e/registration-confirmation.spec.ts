import { expect, test } from '@playwright/test';
import { SmtpCatcher } from '../packages/server/test/helpers/smtp-catcher';
import { DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { PHONE } from './support/devices';
import { fillYou, registerTbaDancer } from './support/registration';
import { E2E_SMTP_PORT } from './playwright.config';

test.use({ viewport: PHONE });

/** The first line of the demo's payment instructions (the domain's DEMO_PAYMENT_INSTRUCTIONS). */
const HOW_TO_PAY = 'Pay at the registration desk on the day (cash or card)';

test.describe('registration tells you where you stand (issue 25 item 10)', () => {
  let smtp: SmtpCatcher;
  test.beforeAll(async () => {
    smtp = await SmtpCatcher.start(E2E_SMTP_PORT);
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test('a couple sees its events, the fee line by line, what it owes and how to pay, on screen and by mail', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const you = { name: 'Tomas Confirm', email: 'tomas.confirm@example.org' };
    await page.goto('/register');
    await fillYou(page, { ...you, school: 'Riverside University' });
    await page.getByRole('radio', { name: 'Lead' }).check();
    await page.getByRole('radio', { name: 'A new dancer: I register them too' }).check();
    await page.getByLabel('Partner’s name').fill('Ulla Confirm');
    await page.getByLabel('Partner’s email').fill('ulla.confirm@example.org');
    await page.getByLabel('Partner’s school or club').selectOption('Riverside University');
    await page.getByRole('checkbox', { name: 'Open Standard', exact: true }).check();
    await page.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
    await page
      .getByRole('checkbox', { name: 'My partner has read and accepts the waiver' })
      .check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    const summary = page.getByRole('region', { name: 'Your registration' });
    await expect(summary, 'the confirmation after Register').toBeVisible({ timeout: 20_000 });
    await expect(summary.getByRole('list', { name: 'Tomas Confirm’s events' })).toHaveText(
      'Open Standard: with Ulla Confirm',
    );
    // The demo is in its Normal phase: $30.00 per dancer and $12.00 per entry.
    const fees = summary.getByRole('table', { name: 'Tomas Confirm’s fees' });
    await expect(fees.getByRole('row')).toHaveText([
      'Dancer fee (Normal price)$30.00',
      'Entry: Open Standard (Normal price)$12.00',
    ]);
    await expect(summary.getByTestId('registration-owed')).toHaveText('To pay: $84.00');
    await expect(summary).toContainText('New York time');
    await expect(summary.getByTestId('payment-instructions')).toContainText(HOW_TO_PAY);
    await expect(page.getByRole('link', { name: 'update entries page' })).toHaveAttribute(
      'href',
      /\/updateEntries/,
    );
    expect(await axeViolations(page)).toEqual([]);

    const mail = await smtp.textTo(you.email, 15_000);
    expect(mail).toContain('Open Standard: with Ulla Confirm');
    expect(mail).toContain('To pay: 84.00 USD');
    expect(mail).toContain(HOW_TO_PAY);
  });

  test('a dancer registers as the partner of a follow on the TBA list for the event where she waits', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const vera = { name: 'Vera Waiting', email: 'vera.waiting@example.org' };
    await registerTbaDancer(request, { ...vera, role: 'follow', events: ['Silver Latin'] });

    await page.goto('/register');
    await fillYou(page, {
      name: 'Walt Asking',
      email: 'walt.asking@example.org',
      school: 'Independent',
      style: 'latin',
      level: 'Silver',
    });
    await page.getByRole('radio', { name: 'Lead' }).check();
    await page.getByRole('radio', { name: 'A dancer already registered' }).check();
    await page.getByRole('combobox', { name: 'Partner (search by name)' }).fill('Vera Wai');
    await page
      .getByRole('option', {
        name: 'Vera Waiting · Independent · looking for a lead in Silver Latin',
      })
      .click();
    await expect(page.getByTestId('tba-partner-note')).toContainText(
      'Vera Waiting is on the TBA list',
    );
    await page.getByRole('checkbox', { name: 'Silver Latin', exact: true }).check();
    await page.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    const summary = page.getByRole('region', { name: 'Your registration' });
    await expect(summary, 'the confirmation after Register').toBeVisible({ timeout: 20_000 });
    await expect(summary.getByRole('list', { name: 'Walt Asking’s events' })).toHaveText(
      'Silver Latin: waiting for Vera Waiting to accept',
    );
    // The public never sees the TBA dancer's email: not on the page, not in what it loaded.
    expect(await page.content()).not.toContain(vera.email);
    const view = await request.get(`/api/competitions/${DEMO.slug}/views/public`);
    expect(await view.text()).not.toContain(vera.email);
  });
});
