import { DEMO_PAYMENT_INSTRUCTIONS } from '@floorcraft/domain';
import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/devices';
import { fillYou } from './support/registration';

const NEW_INSTRUCTIONS =
  'Pay by bank transfer to Harbor City DanceSport, IBAN XX00 1234, by 1 March.';

test.use({ viewport: DESKTOP });

// Other specs read the demo's own instructions: put them back whatever happened here.
test.afterEach(async ({ request }) => {
  await command(request, { type: 'setPaymentInstructions', text: DEMO_PAYMENT_INSTRUCTIONS });
});

test('the registrar opens Setup from the admin menu, changes how to pay, and a new dancer’s confirmation shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.registrar);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Setup', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup');
  // The parts the registrar may not change are shown, read-only, with who may.
  // The admin header is a region named Competition too: the setup section is the one by its heading.
  const competition = page.locator('section[aria-labelledby="setup-competition"]');
  await expect(competition).toContainText('Only owners and admins change this.');
  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await howToPay.getByLabel('Payment instructions').fill(NEW_INSTRUCTIONS);
  await howToPay.getByRole('button', { name: 'Save payment instructions' }).click();
  await expect(howToPay.getByRole('status')).toHaveText('Payment instructions saved.');
  expect(await axeViolations(page)).toEqual([]);

  const phone = await browser.newContext({ viewport: PHONE });
  try {
    const dancer = await phone.newPage();
    await dancer.goto('/register');
    await fillYou(dancer, {
      name: 'Petra Paysoon',
      email: 'petra.paysoon@example.org',
      school: 'Riverside University',
    });
    await dancer.getByRole('radio', { name: 'Follow' }).check();
    await dancer.getByRole('radio', { name: 'TBA: I am looking for a partner' }).check();
    await dancer.getByRole('checkbox', { name: 'Open Standard', exact: true }).check();
    await dancer.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
    await dancer.getByRole('button', { name: 'Register', exact: true }).click();
    const summary = dancer.getByRole('region', { name: 'Your registration' });
    await expect(summary, 'the confirmation after Register').toBeVisible({ timeout: 20_000 });
    await expect(summary.getByTestId('payment-instructions')).toHaveText(NEW_INSTRUCTIONS);
  } finally {
    await phone.close();
  }
});
