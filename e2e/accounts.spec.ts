import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SmtpCatcher } from '../packages/server/test/helpers/smtp-catcher';
import { E2E_SMTP_PORT } from './playwright.config';
import { adminCli, PASSWORD, signIn, signInWithForm, USERS } from './support/accounts';
import { DEMO } from './support/api';
import { answerConfirm } from './support/confirm';
import { venueTime } from './support/venue-clock';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('navigation guard (spec §2)', () => {
  const families = [
    '/admin',
    '/admin/scrutineer?round=Gold%20Standard-R1&view=marks',
    '/admin/competitors/add-competitor',
    '/print-sheets?event=2',
    '/print-invoices',
    `/c/${DEMO.slug}/admin/setup`,
  ];
  for (const target of families) {
    test(`sends ${target} to sign-in and back after`, async ({ page }) => {
      await page.goto(target);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(target)}`);
      await expect(heading(page)).toHaveText('Sign in');
      await signInWithForm(page, USERS.owner.email);
      await expect(page).toHaveURL(target);
      await expect(heading(page)).toBeVisible();
    });
  }

  test('ignores a redirect to another site', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fadmin');
    await signInWithForm(page, USERS.owner.email);
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('sign-in', () => {
  test('says the email or password is wrong without saying which', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, USERS.registrar.email, 'not the password');
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
    await signInWithForm(page, 'nobody@example.org', 'not the password');
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
    await expect(page).toHaveURL('/login');
  });

  test('stops guessing after 5 failures: too many attempts, try again in N minutes', async ({
    page,
  }) => {
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInWithForm(page, 'guessed@example.org', `guess number ${attempt}`);
      await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
    }
    await signInWithForm(page, 'guessed@example.org', 'guess number 6');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Too many attempts, try again in 15 minutes.');
    await expect(alert).toContainText(
      'To get in now, use Forgot your password? to get a sign-in link by email, or ask an owner',
    );
    await alert.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test("a stranger's wrong passwords do not stop the owner's own browser", async ({
    page,
    browser,
  }) => {
    // The owner signed in on this browser before, so it holds a known-browser cookie.
    await page.goto('/login');
    await signInWithForm(page, USERS.owner.email);
    await expect(page).toHaveURL('/admin');
    await page.request.post('/api/auth/sign-out');

    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInWithForm(stranger, USERS.owner.email, `guess number ${attempt}`);
      await expect(stranger.getByRole('alert')).toContainText('Email or password is incorrect.');
    }
    await signInWithForm(stranger, USERS.owner.email);
    await expect(stranger.getByRole('alert')).toContainText('Too many attempts');

    await page.goto('/login');
    await signInWithForm(page, USERS.owner.email);
    await expect(page).toHaveURL('/admin');
    // Other tests sign the owner in from new browsers at this address.
    adminCli('unlock', '--email', USERS.owner.email);
  });

  test('an owner unlocks the sign-in of a member that wrong passwords hold back', async ({
    page,
    browser,
  }) => {
    const member = await (await browser.newContext()).newPage();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await member.request.post('/api/auth/sign-in', {
        data: { email: USERS.registrar.email, password: `guess number ${attempt}` },
      });
    }
    await member.goto('/login');
    await signInWithForm(member, USERS.registrar.email);
    await expect(member.getByRole('alert')).toContainText('Too many attempts');

    await signIn(page, USERS.owner);
    await page.goto('/admin/members');
    const row = page.getByRole('row').filter({ hasText: USERS.registrar.email });
    await expect(row.getByText('Sign-in locked')).toBeVisible();
    await expect(row).toContainText('5 wrong passwords lately');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`),
    ).toEqual([]);
    await row.getByRole('button', { name: `Unlock sign-in of ${USERS.registrar.name}` }).click();
    await expect(row.getByText('Sign-in locked')).toHaveCount(0);
    await page.goto('/admin/audit');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('sign-in-unlocked');
    // When it happened, on the competition's clock (New York), never UTC or the browser's.
    await expect(page.getByRole('columnheader', { name: 'When (New York time)' })).toBeVisible();
    const unlocked = page.getByRole('row').filter({ hasText: 'sign-in-unlocked' }).first();
    const shown = await unlocked.getByRole('cell').first().innerText();
    const asWallClock = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
    const newYorkNow = asWallClock(venueTime('America/New_York', Date.now()));
    expect(Math.abs(asWallClock(shown) - newYorkNow), `unlocked at ${shown}`).toBeLessThan(
      3 * 60_000,
    );

    await signInWithForm(member, USERS.registrar.email);
    await expect(member).toHaveURL('/admin');
  });

  test('shows each role only the admin screens it may use', async ({ page }) => {
    await signIn(page, USERS.mc);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Event schedule',
      'Master of ceremonies',
      // The hall's big screen and its controller (issue 25).
      /^Big screen/,
      'Big screen controller',
      // The MC's heat sheets and programme (issue 16).
      'Print sheets',
    ]);
    await page.context().clearCookies();
    await signIn(page, USERS.owner);
    await page.goto('/admin');
    await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Judge tablets' })).toBeVisible();
  });

  test('signs out from the user menu, ending the session on the server', async ({ page }) => {
    await page.goto('/admin/setup');
    await signInWithForm(page, USERS.admin.email);
    await expect(page).toHaveURL('/admin/setup');
    const cookies = await page.context().cookies();
    await page
      .getByRole('button', { name: `Account: ${USERS.admin.email}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/admin');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin');
    // The old cookie, replayed, no longer signs anybody in.
    await page.context().addCookies(cookies);
    const session = await page.request.get('/api/auth/session');
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
  });

  test('asks to sign in again when the session ends mid-form, keeping what was typed', async ({
    page,
  }) => {
    await signIn(page, USERS.admin);
    await page.goto('/admin/members');
    await page.getByLabel('Email').fill('late.volunteer@example.org');
    adminCli('sign-out', '--email', USERS.admin.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    // The retried request carried what was typed before the prompt.
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(
      'late.volunteer@example.org',
    );
  });
});

test.describe('mail', () => {
  let smtp: SmtpCatcher;
  test.beforeAll(async () => {
    smtp = await SmtpCatcher.start(E2E_SMTP_PORT);
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test('an invited person accepts through the mailed link and works in their role', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.owner);
    await page.goto('/admin/members');
    await page.getByLabel('Email').fill('new.scrutineer@example.org');
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'Scrutineer' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toContainText('The invitation mail is on its way');

    const link = await smtp.linkTo('new.scrutineer@example.org', '/invite/');
    const invited = await (await browser.newContext()).newPage();
    await invited.goto(link);
    await expect(invited.getByText('as Scrutineer')).toBeVisible();
    await invited.getByLabel('Your name').fill('Nadia Scrutineer');
    const password = invited.getByLabel('Choose a password');
    await password.fill('short');
    const requirements = invited.getByTestId('password-requirements');
    await expect(requirements.locator('[data-met="false"]')).toHaveCount(1);
    await expect(invited.getByRole('button', { name: 'Accept invitation' })).toBeDisabled();
    await password.fill('password123');
    await expect(requirements.locator('[data-met="false"]')).toContainText('most common');
    await password.fill('samba under the stars');
    await invited.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invited).toHaveURL('/admin');
    const nav = invited.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Scrutineer' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('table', { name: 'Members' })).toContainText(
      'new.scrutineer@example.org',
    );
    await page.goto('/admin/audit');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(
      'invitation-accepted',
    );
  });

  test('a forgotten password is reset through the mailed link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(USERS.registrar.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('a reset link is on its way');

    const link = await smtp.linkTo(USERS.registrar.email, '/login/reset');
    await page.goto(link);
    await page.getByLabel('New password').fill('rumba at midnight');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page).toHaveURL('/admin');
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('expired or was already used');
    // Put the shared test account's password back for the other tests.
    adminCli('reset-password', '--email', USERS.registrar.email, '--password', PASSWORD);
  });
});

test.describe('judge tablets', () => {
  test('a tablet is bound by opening the QR code link, and stops working when revoked', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.scrutineer);
    await page.goto('/admin/judge-devices');
    // The browser-test server listens on every interface without PUBLIC_URL: the screen says so.
    await expect(page.getByRole('note')).toContainText('PUBLIC_URL is not set');
    const linkButton = page.getByRole('button', { name: /^Link a tablet for / }).first();
    const judgeName = ((await linkButton.textContent()) ?? '').replace('Link a tablet for ', '');
    await linkButton.click();
    await expect(
      page.getByRole('img', { name: `QR code that links a tablet to ${judgeName}` }),
    ).toBeVisible();
    const code = (await page.getByTestId('device-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const url = (await page.getByRole('link', { name: /\/judges\// }).textContent()) ?? '';

    const tablet = await (await browser.newContext()).newPage();
    await tablet.goto(url);
    await expect(tablet.getByRole('status')).toContainText(
      `This tablet is linked to ${judgeName}.`,
    );
    await expect(tablet).not.toHaveURL(/code=/);

    await page.reload();
    await page
      .getByRole('button', { name: `Revoke the tablet link of ${judgeName}` })
      .first()
      .click();
    await answerConfirm(page, { confirm: 'Revoke link' });
    await expect(page.getByRole('table', { name: 'Tablet links' })).toContainText('Revoked');

    await tablet.reload();
    await expect(tablet.getByLabel('Tablet code')).toBeVisible();
    await expect(tablet.getByText(`This tablet is linked to`)).toHaveCount(0);
  });

  test('a tablet is bound by typing the short code on the judge page', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.scrutineer);
    await page.goto('/admin/judge-devices');
    const linkButton = page.getByRole('button', { name: /^Link a tablet for / }).last();
    await linkButton.click();
    const code = (await page.getByTestId('device-code').textContent()) ?? '';
    const url = new URL((await page.getByRole('link', { name: /\/judges\// }).textContent()) ?? '');

    const tablet = await (await browser.newContext()).newPage();
    await tablet.goto(url.pathname);
    await tablet.getByLabel('Tablet code').fill(code.toLowerCase().replace('-', ' '));
    await tablet.getByRole('button', { name: 'Link this tablet' }).click();
    await expect(tablet.getByRole('status')).toContainText('This tablet is linked to');
  });

  test('an unknown judge id shows "No judge found"', async ({ page }) => {
    await page.goto('/judges/no-such-judge');
    await expect(heading(page)).toHaveText('No judge found');
  });
});
