import { isoToZonedInput } from '@floorcraft/domain';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SmtpCatcher } from '../packages/server/test/helpers/smtp-catcher';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { DESKTOP, PHONE } from './support/devices';
import { startExtraServer, type ExtraServer } from './support/extra-server';
import { keepScreenshot } from './support/screenshots';

// Issue 25, "Done when": an organizer's season from an empty server, with no terminal. One
// serial walk on a server of its own (no demo), one thing a user does per test, each kept
// short for CI's 30 s budget on a loaded machine; waits for what the server computes are named
// and generous. The browser is in Tokyo, far from the venue: every time below is New York's.
// Each test takes 10-30 s here at a load of 15 on 2 cores (the setup one, two forms, 48 s):
// hence 90 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ timezoneId: 'Asia/Tokyo' });

const NEW_YORK = 'America/New_York';
const DAY = 24 * 60 * 60 * 1000;
/** The day, on New York's clock, `days` from now: the walk runs at any hour of any day. */
const newYorkDay = (days: number) =>
  isoToZonedInput(new Date(Date.now() + days * DAY).toISOString(), NEW_YORK).slice(0, 10);
// A month of margin on each side of every deadline: registering today is always Early.
const EARLY_ENDS = `${newYorkDay(30)}T21:00`;
const NORMAL_ENDS = `${newYorkDay(60)}T21:00`;
const CLOSES = `${newYorkDay(90)}T23:59`;
const FIRST_DAY = newYorkDay(120);
const YEAR = Number(FIRST_DAY.slice(0, 4));
const NAME = `Lakeside Collegiate ${YEAR}`;
const SLUG = `lakeside-collegiate-${YEAR}`;
const NEXT_NAME = `Lakeside Collegiate ${YEAR + 1}`;
const NEXT_SLUG = `lakeside-collegiate-${YEAR + 1}`;
const SUBJECT = 'Your fees for the Lakeside Collegiate';
const NEW_PASSWORD = 'a long season of foxtrots';

/** A date-time typed in a form, a year later (29 February becomes the 28th, as the copy does). */
const aYearLater = (typed: string) =>
  `${Number(typed.slice(0, 4)) + 1}${typed.slice(4)}`.replace('-02-29T', '-02-28T');

/** Three dancers, each in more events than the one before, so the balances differ. */
const DANCERS = [
  { name: 'Ana Alvarez', email: 'ana.alvarez@example.org', events: ['Newcomer Standard'] },
  {
    name: 'Ben Brooks',
    email: 'ben.brooks@example.org',
    events: ['Newcomer Standard', 'Newcomer Latin'],
  },
  {
    name: 'Cleo Carter',
    email: 'cleo.carter@example.org',
    events: ['Newcomer Standard', 'Newcomer Latin', 'Newcomer Smooth'],
  },
] as const;
// Fees: $20 per dancer and $10 per entry at the Early price.
const DUES = ['30.00', '40.00', '50.00'];

let server: ExtraServer;
let smtp: SmtpCatcher;
/** The organizer's laptop, signed in as the first account through the walk. */
let page: Page;

test.beforeAll(async ({ browser }) => {
  // Starting a server (tsx compiling it) takes longer than a test on a loaded machine.
  test.setTimeout(120_000);
  smtp = await SmtpCatcher.start(0);
  server = await startExtraServer({
    SEED_DEMO: 'false',
    // The administrator names organizers who may create competitions too (the last test).
    COMPETITION_CREATORS: 'organizers',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
  });
  page = await (
    await browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Tokyo' })
  ).newPage();
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
  await smtp?.close();
});

const at = (path: string) => `${server.url}${path}`;

test('the first account, printed at the first start, signs in from the empty home page', async () => {
  const testInfo = test.info();
  await expect
    .poll(() => /one-time password:\s+(\S+)/.exec(server.output())?.[1], {
      message: 'the first start printing the first account',
      timeout: 20_000,
    })
    .toBeDefined();
  const email = /email:\s+(\S+)/.exec(server.output())![1]!;
  const oneTime = /one-time password:\s+(\S+)/.exec(server.output())![1]!;

  await page.goto(at('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'No competition yet' })).toBeVisible({
    timeout: 20_000,
  });
  await keepScreenshot(page, testInfo, '01-empty-server');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('One-time or current password').fill(oneTime);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await keepScreenshot(page, testInfo, '02-choose-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('form', { name: 'New competition' }), 'the create form').toBeVisible({
    timeout: 20_000,
  });
});

/** Sends the create form; the owner lands in the new competition's setup, named in its header. */
async function createAndOpenSetup(slug: string, name: string) {
  await page
    .getByRole('form', { name: 'New competition' })
    .getByRole('button', { name: 'Create competition' })
    .click();
  await expect(page).toHaveURL(at(`/c/${slug}/admin/setup`), { timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: 'Competition' }).getByTestId('admin-competition-name'),
    `${name}, named in the admin header`,
  ).toHaveText(name, { timeout: 20_000 });
}

test('the owner creates a competition from the collegiate template', async () => {
  const testInfo = test.info();
  const form = page.getByRole('form', { name: 'New competition' });
  await form.getByLabel('Name').fill(NAME);
  await expect(form.getByLabel('Web address')).toHaveValue(SLUG);
  await form.getByLabel('First day').fill(FIRST_DAY);
  await form.getByLabel('Last day').fill(FIRST_DAY);
  await form.getByLabel('Venue', { exact: true }).fill('Lakeside Field House');
  await form.getByRole('radio', { name: /The collegiate template/ }).check();
  await keepScreenshot(page, testInfo, '03-create-form', { fullPage: true });
  await createAndOpenSetup(SLUG, NAME);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByText('Newcomer Standard').first()).toBeVisible({ timeout: 20_000 });
  await expect(events.getByText('Championship Rhythm').first()).toBeVisible();
  await keepScreenshot(page, testInfo, '04-setup-from-template');
});

test('the owner sets New York time, local deadlines and opens registration', async () => {
  const testInfo = test.info();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('America/New_Y');
  await page.getByRole('option', { name: /^America\/New_York/ }).click();
  await page.getByLabel('Early registration ends (New York time)').fill(EARLY_ENDS);
  await page.getByLabel('Normal registration ends (New York time)').fill(NORMAL_ENDS);
  await page.getByLabel('Registration closes (New York time)').fill(CLOSES);
  await page.getByRole('combobox', { name: 'Registration', exact: true }).click();
  await page.getByRole('option', { name: 'Open as the dates say' }).click();
  await page.getByRole('button', { name: 'Save competition' }).click();
  await expect(page.getByText('Competition details saved.')).toBeVisible({ timeout: 15_000 });

  const fees = page.getByRole('region', { name: 'Registration fees' });
  await fees.getByLabel('Currency').fill('USD');
  for (const [row, early, normal, late] of [
    ['Per dancer', '20', '25', '30'],
    ['Per entry', '10', '12', '15'],
  ] as const) {
    await fees.getByRole('textbox', { name: `${row}, Early (USD)` }).fill(early);
    await fees.getByRole('textbox', { name: `${row}, Normal (USD)` }).fill(normal);
    await fees.getByRole('textbox', { name: `${row}, Late (USD)` }).fill(late);
  }
  await fees.getByRole('button', { name: 'Save fees' }).click();
  await expect(page.getByText('Fee schedule saved.')).toBeVisible({ timeout: 15_000 });
  await keepScreenshot(page, testInfo, '05-deadlines-and-fees', { fullPage: true });

  // The public pages say each deadline on the venue's clock, to a browser in Tokyo.
  await page.goto(at(`/c/${SLUG}/details`));
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Early registration ends:' }),
    'the details page’s deadlines',
  ).toContainText('21:00 New York time', { timeout: 20_000 });
});

/** A dancer's own phone: registers alone (TBA) in their events at the Early price. */
async function registerOnPhone(
  browser: Browser,
  dancer: (typeof DANCERS)[number],
  due: string,
  shot: (phone: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });
  const phone = await context.newPage();
  try {
    await phone.goto(at(`/c/${SLUG}/register`));
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Register' }),
      'the registration form',
    ).toBeVisible({ timeout: 20_000 });
    await phone.getByLabel('Your name').fill(dancer.name);
    await phone.getByLabel('Your email').fill(dancer.email);
    // A new competition has no schools yet: the dancer types theirs.
    await phone.getByLabel('Your school or club', { exact: false }).first().selectOption('Other');
    await phone.getByLabel('Your school or club’s name').fill('Lakeside University');
    await phone.getByRole('radio', { name: 'Lead' }).check();
    await phone.getByRole('radio', { name: 'TBA: I am looking for a partner' }).check();
    const events = phone.getByRole('group', { name: 'Events you enter' });
    for (const event of dancer.events) {
      await events.getByRole('checkbox', { name: event, exact: true }).check();
    }
    await expect(phone.getByTestId('registration-fee')).toContainText(`$${due}`);
    await expect(phone.getByTestId('registration-fee')).toContainText('Early price');
    await phone.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
    await phone.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(phone.getByRole('status'), 'the confirmation').toContainText(
      'You are registered',
      {
        timeout: 15_000,
      },
    );
    await shot(phone);
  } finally {
    await context.close();
  }
}

for (const [index, dancer] of DANCERS.entries()) {
  test(`${dancer.name} registers on a phone`, async ({ browser }, testInfo) => {
    await registerOnPhone(browser, dancer, DUES[index]!, (phone) =>
      keepScreenshot(phone, testInfo, `06-registered-${index + 1}-phone`, { fullPage: true }),
    );
  });
}

/** The desk's row of one dancer. */
const deskRow = (name: string): Locator =>
  page.getByRole('table', { name: 'Registrations' }).getByRole('row').filter({ hasText: name });

test('the registrar sorts the desk by balance, most owed first', async () => {
  const testInfo = test.info();
  await page.goto(at(`/c/${SLUG}/admin/competitors`));
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(deskRow(DANCERS[2].name), 'the desk with the three dancers').toBeVisible({
    timeout: 20_000,
  });
  await table.getByRole('button', { name: 'Balance' }).click();
  await expect(table.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const dancerRows = table.getByRole('row').filter({ hasText: /Alvarez|Brooks|Carter/ });
  await expect(dancerRows).toHaveCount(3);
  await expect(dancerRows.nth(0)).toContainText(`$${DUES[2]} to pay`);
  await expect(dancerRows.nth(0)).toContainText(DANCERS[2].name);
  await expect(dancerRows.nth(1)).toContainText(DANCERS[1].name);
  await expect(dancerRows.nth(2)).toContainText(DANCERS[0].name);
  await keepScreenshot(page, testInfo, '07-desk-by-balance');
});

test('the registrar records a payment of $15 more than owed: a credit', async () => {
  const testInfo = test.info();
  const ana = DANCERS[0].name;
  await deskRow(ana)
    .getByRole('button', { name: `Record a payment from ${ana}` })
    .click();
  const pay = page.getByRole('dialog', { name: `Record a payment from ${ana}` });
  await pay.getByLabel(/Amount/).fill('45.00');
  await keepScreenshot(page, testInfo, '08-record-payment');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(deskRow(ana)).toContainText('$15.00 credit');
  // A credit sorts after everyone who owes.
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /Alvarez|Brooks|Carter/ })
      .last(),
  ).toContainText(ana);
});

test('the registrar refunds the $15 with a reason: settled', async () => {
  const testInfo = test.info();
  const ana = DANCERS[0].name;
  await deskRow(ana)
    .getByRole('button', { name: `More for ${ana}` })
    .click();
  await page.getByRole('menuitem', { name: 'Refund or void a payment' }).click();
  const refund = page.getByRole('dialog', { name: `Refund or void a payment from ${ana}` });
  await refund.getByLabel(/Amount refunded/).fill('15');
  await refund.getByLabel('Reason').fill('Paid fifteen too many');
  await keepScreenshot(page, testInfo, '09-refund');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(deskRow(ana)).toContainText('Settled');
});

test('the registrar emails those who owe, and the mail reaches them only', async () => {
  const testInfo = test.info();
  await page.goto(at(`/c/${SLUG}/admin/messages`));
  await expect(
    page.getByRole('heading', { level: 2, name: 'Write a message' }),
    'the compose form',
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Those who still owe' }).check();
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(SUBJECT);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Dear {name},\n\nyou still owe {owed} for {competition}.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('2 mails to 2 dancers');
  await keepScreenshot(page, testInfo, '10-message-preview', { fullPage: true });
  await page.getByRole('button', { name: 'Send…' }).click();
  await answerConfirm(page, { confirm: 'Send message' });
  await expect(
    page.getByRole('listitem', { name: SUBJECT }),
    'the message’s progress, live',
  ).toContainText('Finished 2 of 2 sent', { timeout: 20_000 });

  const sent = smtp.mails.filter((mail) => mail.raw.includes(`Subject: ${SUBJECT}`));
  expect(sent.map((mail) => mail.to).sort()).toEqual([[DANCERS[1].email], [DANCERS[2].email]]);
  const toCleo = sent
    .find((mail) => mail.to.includes(DANCERS[2].email))!
    .raw.replace(/=\r?\n/g, '');
  expect(toCleo).toContain(`Dear ${DANCERS[2].name},`);
  expect(toCleo).toContain(NAME);
  await keepScreenshot(page, testInfo, '11-message-sent');
});

test('the owner copies the competition as next year’s edition', async () => {
  const testInfo = test.info();
  await page.goto(at('/admin/competitions/new'));
  const form = page.getByRole('form', { name: 'New competition' });
  await expect(form.getByLabel('Name'), 'the create form').toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Name').fill(NEXT_NAME);
  await expect(form.getByLabel('Web address')).toHaveValue(NEXT_SLUG);
  await form.getByLabel('First day').fill(aYearLater(`${FIRST_DAY}T`).slice(0, 10));
  await form.getByLabel('Last day').fill(aYearLater(`${FIRST_DAY}T`).slice(0, 10));
  await form.getByRole('radio', { name: /A copy of an earlier competition/ }).check();
  await form.getByRole('combobox', { name: 'Competition to copy' }).click();
  await page.getByRole('option', { name: NAME }).click();
  // Next year's edition runs where this one did: on its clock, not the browser's (Tokyo).
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue(NEW_YORK);
  await keepScreenshot(page, testInfo, '12-copy-form', { fullPage: true });
  await createAndOpenSetup(NEXT_SLUG, NEXT_NAME);
  // Its events, zone and fees come along; the deadlines a year later on the same local clock.
  await expect(
    page.getByRole('region', { name: 'Events' }).getByText('Newcomer Standard').first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Early registration ends (New York time)')).toHaveValue(
    aYearLater(EARLY_ENDS),
  );
  await expect(page.getByLabel('Registration closes (New York time)')).toHaveValue(
    aYearLater(CLOSES),
  );
  await expect(
    page.getByRole('region', { name: 'Registration fees' }).getByRole('textbox', {
      name: 'Per dancer, Early (USD)',
    }),
  ).toHaveValue('20.00');
  await keepScreenshot(page, testInfo, '13-copy-setup');

  // Never its people or money: the copy's desk is empty.
  await page.goto(at(`/c/${NEXT_SLUG}/admin/competitors`));
  await expect(page.getByText('Nobody has registered online yet.'), 'the empty desk').toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(DANCERS[0].name)).toHaveCount(0);
});

test('the owner switches between the two editions', async () => {
  const testInfo = test.info();
  const header = page.getByRole('region', { name: 'Competition' });
  await expect(header.getByTestId('admin-competition-name')).toHaveText(NEXT_NAME);
  await header.getByRole('button', { name: 'Switch competition' }).click();
  await keepScreenshot(page, testInfo, '14-switcher');
  await page.getByRole('menuitem', { name: new RegExp(NAME) }).click();
  await expect(page).toHaveURL(at(`/c/${SLUG}/admin/competitors`));
  await expect(header.getByTestId('admin-competition-name')).toHaveText(NAME, {
    timeout: 20_000,
  });
  await expect(deskRow(DANCERS[2].name), 'this year’s desk').toBeVisible({ timeout: 20_000 });

  await header.getByRole('button', { name: 'Switch competition' }).click();
  await page.getByRole('menuitem', { name: new RegExp(NEXT_NAME) }).click();
  await expect(page).toHaveURL(at(`/c/${NEXT_SLUG}/admin/competitors`));
  await expect(header.getByTestId('admin-competition-name')).toHaveText(NEXT_NAME, {
    timeout: 20_000,
  });
  await keepScreenshot(page, testInfo, '15-next-edition');
});

test('the administrator invites a registrar and names them an organizer, who may then create', async ({
  browser,
}) => {
  const testInfo = test.info();
  const rita = { email: 'rita.registrar@example.org', password: 'quickstep at the lakeside' };
  await page.goto(at(`/c/${SLUG}/admin/members`));
  await page.getByLabel('Email').fill(rita.email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText('The invitation mail is on its way');

  const invited = await (await browser.newContext({ viewport: PHONE })).newPage();
  await invited.goto(await smtp.linkTo(rita.email, '/invite/', 20_000));
  await invited.getByLabel('Your name').fill('Rita Registrar');
  await invited.getByLabel('Choose a password').fill(rita.password);
  await invited.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  const ritasHeader = invited.getByRole('region', { name: 'Competition' });
  await expect(ritasHeader.getByRole('link', { name: 'New competition' })).toHaveCount(0);

  // The administrator's header leads to the organizers screen (the server lets organizers create).
  await page.goto(at(`/c/${SLUG}/admin`));
  await page
    .getByRole('region', { name: 'Competition' })
    .getByRole('link', { name: 'Organizers' })
    .click();
  await expect(page).toHaveURL(at('/admin/organizers'));
  const ritasSwitch = page.getByRole('switch', { name: `${rita.email} may create competitions` });
  await expect(ritasSwitch, 'Rita listed among the accounts').not.toBeChecked({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
  // An address with no account is refused, naming it, and stays typed.
  const form = page.getByRole('form', { name: 'Name an organizer' });
  await form.getByLabel(/Email/).fill('nobody@example.org');
  await form.getByRole('button', { name: 'Name organizer' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'no account has the email nobody@example.org',
  );
  await expect(form.getByLabel(/Email/)).toHaveValue('nobody@example.org');
  await form.getByLabel(/Email/).fill(rita.email);
  await form.getByRole('button', { name: 'Name organizer' }).click();
  await expect(form.getByRole('status')).toContainText(`${rita.email} may now create competitions`);
  await expect(ritasSwitch).toBeChecked();
  await keepScreenshot(page, testInfo, '16-organizers');

  await invited.reload();
  await expect(ritasHeader.getByRole('link', { name: 'New competition' })).toBeVisible({
    timeout: 20_000,
  });
  await invited.context().close();
});
