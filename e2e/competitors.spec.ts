import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { showCouples } from './support/competitors-screen';
import { command, eventUnderWay } from './support/api';
import { answerConfirm } from './support/confirm';

// Our own events, so the demo competition's couples (whatever they are) do not matter.
const suffix = randomUUID().slice(0, 6);
const STANDARD = `E2E Bronze Standard ${suffix}`;
const LATIN = `E2E Silver Latin ${suffix}`;

/** Picks an option of a Mantine Select; a searchable one is narrowed by typing `search` first. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) {
    await input.fill(search);
  }
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await command(request, {
    type: 'saveEvent',
    event: { name: STANDARD, eventLevel: 'Bronze', style: 'Standard', eventDances: ['Waltz'] },
  });
  await command(request, {
    type: 'saveEvent',
    event: { name: LATIN, eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
  });
  // A Final with no couples yet: couples entered now join it, so they can be checked in.
  await command(request, { type: 'generateRounds', eventName: STANDARD });
});

test('a registrar adds a couple with the form and is told their number', async ({ page }) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  await page.getByRole('link', { name: 'Add competitor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add competitor');

  await page.getByLabel('Lead name').fill('Quentin Zephyr');
  await choose(page, 'Lead school', 'Harbor City University', 'Harbor');
  await choose(page, 'Lead standard level', 'Bronze');
  await page.getByLabel('Follow name').fill('Rosa Yarrow');
  await choose(page, 'Follow school', 'Riverside University', 'River');
  await choose(page, 'Filter by style', 'Standard');
  await page.getByRole('checkbox', { name: STANDARD }).check();
  await page.getByLabel('Lead number (optional)').fill('4321');
  await page.getByRole('button', { name: 'Register couple' }).click();

  await expect(page.getByRole('status')).toHaveText(
    `Registered Quentin Zephyr & Rosa Yarrow with number 4321 in ${STANDARD}.`,
  );
  await expect(page.getByLabel('Lead name')).toHaveValue('');

  // The same couple again is refused by the domain (spec §5), and the form says why.
  await page.locator('label', { hasText: 'Existing dancer' }).first().click();
  await choose(page, 'Lead', 'Quentin Zephyr · Harbor City University', 'Quentin');
  await page.getByLabel('Follow name').fill('Rosa Yarrow');
  await choose(page, 'Follow school', 'Riverside University', 'River');
  await page.getByRole('checkbox', { name: STANDARD }).check();
  await page.getByRole('button', { name: 'Register couple' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Quentin Zephyr and Rosa Yarrow are already entered in "${STANDARD}".`,
  );
});

test('a registrar imports a CSV file: the bad line is explained and the rest imported', async ({
  page,
}) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  await showCouples(page);
  const csv = [
    'leadName,leadAffiliation,followName,followAffiliation,events,leadNumber,level',
    `Ivo Quillfeather,Riverside University,Jae Marchbanks,,${LATIN},,Silver`,
    `Kai Thistlewood,Nowhere College,Lu Abernathy,,${LATIN},,`,
    `Mo Fairweather,Pinecrest College,Ny Holloway,Eastport University,${LATIN};${STANDARD},,`,
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'couples.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row', { name: /Kai Thistlewood/ })).toContainText(
    'leadAffiliation: "Nowhere College" is not a school or club of this competition',
  );
  await expect(preview.getByRole('row', { name: /Ivo Quillfeather/ })).toContainText('OK');

  await page.getByRole('button', { name: 'Import 2 couples' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 2 couples from couples.csv.',
  );
  await expect(preview).toBeHidden();

  await page.getByLabel('Search couples').fill('fairweather');
  const couples = page.getByRole('list', { name: 'Couples' });
  await expect(couples.getByRole('listitem')).toHaveCount(1);
  await expect(couples).toContainText('Mo Fairweather & Ny Holloway');
  await expect(couples).toContainText(LATIN);
  await expect(couples).toContainText(STANDARD);
  await page.getByLabel('Search couples').fill('Quillfeather');
  await expect(couples).toContainText('Ivo Quillfeather & Jae Marchbanks');
  await page.getByLabel('Search couples').fill('Thistlewood');
  await expect(couples.getByRole('listitem')).toHaveCount(0);
});

test("a registrar imports couples at the event's price: the desk shows what they owe and the waiver not signed", async ({
  page,
}) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  await showCouples(page);
  const lead = `Charged Lead ${suffix}`;
  const csv = [
    'leadName,leadAffiliation,followName,followAffiliation,events',
    `${lead},Riverside University,Charged Follow ${suffix},,${LATIN}`,
  ].join('\n');
  await page.getByLabel('Or paste CSV text').fill(csv);
  await page.getByRole('button', { name: 'Preview pasted text' }).click();
  await page
    .getByRole('checkbox', { name: "Charge the imported couples the event's price" })
    .check();
  await page.getByRole('button', { name: 'Import 1 couples' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 1 couples from the pasted text.',
  );
  const row = page.getByRole('table', { name: 'Registrations' }).getByRole('row', { name: lead });
  await expect(row).toContainText('Not signed');
  await expect(row).toContainText(/\$\d+\.\d\d to pay/);
  // The desk's filter finds them among those without a waiver.
  await page.getByRole('checkbox', { name: 'Waiver missing' }).check();
  await expect(row).toBeVisible();
});

test('a registrar checks a couple in for a round, and it stays checked', async ({ page }) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  await showCouples(page);
  await page.getByLabel('Search couples').fill('4321');
  const box = page.getByRole('checkbox', {
    name: `Checked in: 4321 Quentin Zephyr & Rosa Yarrow, ${STANDARD} Final`,
  });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();

  // The couples load below the desk when asked for, after a reload as on the first open.
  await page.reload();
  await showCouples(page);
  await page.getByLabel('Search couples').fill('4321');
  await expect(box).toBeChecked();
});

test('a registrar enters a registered couple in one more event, keeping their number', async ({
  page,
}) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  await showCouples(page);
  await page.getByLabel('Search couples').fill('4321');
  const card = page.getByRole('listitem').filter({ hasText: 'Quentin Zephyr & Rosa Yarrow' });
  const latinEntry = card.getByRole('button', {
    name: `Remove 4321 Quentin Zephyr & Rosa Yarrow from ${LATIN}`,
  });
  await expect(latinEntry).toHaveCount(0);

  await card
    .getByRole('combobox', { name: 'Enter Quentin Zephyr & Rosa Yarrow in another event' })
    .selectOption(LATIN);
  await card
    .getByRole('button', { name: `Enter Quentin Zephyr & Rosa Yarrow in ${LATIN}` })
    .click();
  // The new entry wears the couple's number (spec §5: no second number for one lead).
  await expect(latinEntry).toBeVisible();
  // Entered now: the control no longer offers the event.
  await expect(
    card.getByRole('combobox', { name: 'Enter Quentin Zephyr & Rosa Yarrow in another event' }),
  ).not.toContainText(LATIN);
});

test('a registrar corrects a misspelt name and a level, and every entry of the couple shows it', async ({
  page,
}) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors');
  await showCouples(page);
  await page.getByLabel('Search couples').fill('4321');
  await page.getByRole('button', { name: 'Edit dancers Quentin Zephyr & Rosa Yarrow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Quentin Zephyr & Rosa Yarrow' });

  // An emptied name is named, and nothing is saved.
  await dialog.getByLabel('Follow name').fill('');
  await dialog.getByRole('button', { name: 'Save dancers' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Follow: enter a name.');

  await dialog.getByLabel('Follow name').fill('Rosa Yarrow-Lind');
  await choose(page, 'Follow latin level', 'Gold');
  await dialog.getByRole('button', { name: 'Save dancers' }).click();
  await expect(dialog).toHaveCount(0);

  // Both entries (Standard and Latin) carry the corrected name, after a reload too.
  await page.reload();
  await showCouples(page);
  await page.getByLabel('Search couples').fill('Yarrow-Lind');
  const card = page.getByRole('listitem').filter({ hasText: 'Quentin Zephyr & Rosa Yarrow-Lind' });
  for (const event of [STANDARD, LATIN]) {
    await expect(
      card.getByRole('button', {
        name: `Remove 4321 Quentin Zephyr & Rosa Yarrow-Lind from ${event}`,
      }),
    ).toBeVisible();
  }
  await card
    .getByRole('button', { name: 'Edit dancers Quentin Zephyr & Rosa Yarrow-Lind' })
    .click();
  await expect(page.getByRole('combobox', { name: 'Follow latin level', exact: true })).toHaveValue(
    'Gold',
  );
});

test('the desk is asked before adding a couple to an event already on the floor', async ({
  page,
  request,
}) => {
  const late = `E2E Late Standard ${suffix}`;
  await eventUnderWay(request, {
    name: late,
    eventLevel: 'Bronze',
    style: 'Standard',
    eventDances: ['Waltz'],
  });

  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitors/add-competitor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add competitor');
  await page.getByLabel('Lead name').fill(`Ulla Late ${suffix}`);
  await choose(page, 'Lead school', 'Harbor City University', 'Harbor');
  await choose(page, 'Lead standard level', 'Bronze');
  await page.getByLabel('Follow name').fill(`Vera Late ${suffix}`);
  await choose(page, 'Follow school', 'Riverside University', 'River');
  await choose(page, 'Filter by style', 'Standard');
  await page.getByRole('checkbox', { name: late }).check();
  await page.getByRole('button', { name: 'Register couple' }).click();

  const question = await answerConfirm(page, { confirm: 'Add late entry' });
  expect(question).toContain(`${late} is already under way. Add a late entry?`);
  await expect(page.getByRole('status')).toContainText(
    `Registered Ulla Late ${suffix} & Vera Late ${suffix}`,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});
