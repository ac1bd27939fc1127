import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SmtpCatcher } from '../packages/server/test/helpers/smtp-catcher';
import { E2E_SMTP_PORT } from './playwright.config';
import { signIn, USERS } from './support/accounts';
import { command, DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { PHONE } from './support/devices';
import { registerCouple } from './support/registration';
import { keepScreenshot } from './support/screenshots';

// Our own event with two couples, so the demo's numbers do not matter: Mira and Noah registered
// (an address each), Ola and Pim were entered at the desk (no address, so no mail).
const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Mail Waltz ${suffix}`;
const MIRA = { name: `Mira Stone ${suffix}`, email: `mira.${suffix}@example.org` };
const NOAH = { name: `Noah Reed ${suffix}`, email: `noah.${suffix}@example.org` };
const OLA = `Ola Park ${suffix}`;
const PIM = `Pim Vos ${suffix}`;
const SUBJECT = `Floor times ${suffix}`;

/** Opens the messages screen and waits for the registrar view (the whole demo's first snapshot). */
async function openMessages(page: Page): Promise<void> {
  await page.goto('/admin/messages');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Write a message' }),
    'the compose form, once the registrar view arrived',
  ).toBeVisible({ timeout: 20_000 });
}

/** Chooses the entrants of our event as the audience and writes the message. */
async function writeToOurEvent(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'The entrants of chosen events' }).check();
  await page.getByRole('combobox', { name: 'Events' }).fill(suffix);
  await page.getByRole('option', { name: EVENT }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(SUBJECT);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Dear {name},\n\nyour heats at {competition} start at 9:00.');
}

test.describe('emailing the entrants (issue 25 item 8)', () => {
  let smtp: SmtpCatcher;
  test.beforeAll(async ({ request }) => {
    smtp = await SmtpCatcher.start(E2E_SMTP_PORT);
    await command(request, {
      type: 'saveEvent',
      event: { name: EVENT, eventLevel: 'Bronze', style: 'Standard', eventDances: ['Waltz'] },
    });
    await registerCouple(request, {
      lead: MIRA,
      follow: NOAH,
      affiliation: 'Harbor City University',
      events: [EVENT],
    });
    await command(request, {
      type: 'importCouples',
      couples: [
        {
          lead: { name: OLA, affiliation: 'Riverside University' },
          follow: { name: PIM, affiliation: 'Riverside University' },
          events: [EVENT],
        },
      ],
    });
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test('the registrar writes to one event on a phone and previews the count and the mail', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, USERS.registrar);
    await openMessages(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Messages/ }),
      'the screen in the registrar’s menu',
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await writeToOurEvent(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('2 mails to 2 dancers');
    await expect(preview).toContainText(`No email address, so no mail: ${OLA}, ${PIM}`);
    await expect(preview.getByRole('heading', { name: `The mail to ${MIRA.email}` })).toBeVisible();
    await expect(preview).toContainText(`Subject: ${SUBJECT}`);
    await expect(preview).toContainText(
      `Dear ${MIRA.name},\n\nyour heats at ${DEMO.fullName} start at 9:00.`,
    );
    await keepScreenshot(page, testInfo, 'messages-preview-phone');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the registrar sends it and sees it reach both, once each', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, USERS.registrar);
    await openMessages(page);
    await writeToOurEvent(page);
    // A double click asks once and sends once.
    await page.getByRole('button', { name: 'Send…' }).dblclick();
    const question = await answerConfirm(page, { confirm: 'Send message' });
    expect(question).toContain('Send to 2 dancers?');
    expect(question).toContain(`without an email address will not get it: ${OLA}, ${PIM}`);

    const logged = page.getByRole('listitem', { name: SUBJECT });
    await expect(logged, 'the message’s progress, live').toContainText('2 of 2 sent', {
      timeout: 15_000,
    });
    await expect(logged).toContainText(`Finished 2 of 2 sent`);
    await expect(logged).toContainText(`Entrants of ${EVENT} · by you (${USERS.registrar.name})`);
    await keepScreenshot(page, testInfo, 'messages-sent-phone');

    const ours = smtp.mails.filter((mail) => mail.raw.includes(`Subject: ${SUBJECT}`));
    expect(ours.map((mail) => mail.to).sort()).toEqual([[MIRA.email], [NOAH.email]]);
    const toNoah = ours.find((mail) => mail.to.includes(NOAH.email))!.raw.replace(/=\r?\n/g, '');
    expect(toNoah).toContain(`Dear ${NOAH.name},`);
  });

  test('a member without the registration role is offered no messages screen', async ({ page }) => {
    await signIn(page, USERS.mc);
    await page.goto('/admin/mc');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(
      nav.getByRole('link', { name: 'Master of ceremonies' }),
      'the admin menu, once the admin area loaded',
    ).toBeVisible({ timeout: 15_000 });
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
  });
});
