import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { showCouples } from './support/competitors-screen';

// The whole of issue 5's "done when", as organizers do it, with a second signed-in browser
// watching the schedule. Our own event names, so the demo's content does not matter.
const suffix = randomUUID().slice(0, 6);
const STANDARD = `Flow Bronze Standard ${suffix}`;
const LATIN = `Flow Bronze Latin ${suffix}`;

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createEvent(page: Page, name: string, style: string) {
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, 'Style', style);
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved the event "${name}".`);
}

const scheduleRows = (page: Page, eventName: string) =>
  page.getByRole('table', { name: 'Schedule' }).getByRole('row').filter({ hasText: eventName });

test('organizers set up an event day, and a second browser follows live', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.owner);

  // A second signed-in browser (the scrutineer) watches the schedule throughout.
  const watcher = await (await browser.newContext()).newPage();
  await signIn(watcher, USERS.scrutineer);
  await watcher.goto('/admin/eventschedule');
  await expect(watcher.getByRole('table', { name: 'Schedule' })).toBeVisible();

  // 1. Create two events on the setup screen.
  await page.goto('/admin/setup');
  await createEvent(page, STANDARD, 'Standard');
  await createEvent(page, LATIN, 'Latin');
  await expect(
    watcher.getByRole('button', { name: `Generate rounds for ${STANDARD}` }),
  ).toBeVisible();

  // 2. Import couples from a CSV with one bad row: nothing until confirmed, then the rest.
  await page.goto('/admin/competitors');
  await showCouples(page);
  const lines = Array.from(
    { length: 8 },
    (_, index) =>
      `Lead ${index + 1} ${suffix},Harbor City University,Follow ${index + 1} ${suffix},,${STANDARD};${LATIN},,Bronze`,
  );
  lines.splice(3, 0, `Bad Lead ${suffix},Harbor City University,,,${STANDARD},,`);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'flow.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'leadName,leadAffiliation,followName,followAffiliation,events,leadNumber,level',
        ...lines,
      ].join('\n'),
    ),
  });
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row', { name: /Bad Lead/ })).toContainText('followName');
  await page.getByRole('button', { name: 'Import 8 couples' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 8 couples from flow.csv.',
  );

  // 3. Generate rounds: eight couples make a Semi-Final and a Final. The watcher sees them.
  await page.goto('/admin/eventschedule');
  await page.getByRole('button', { name: `Generate rounds for ${STANDARD}` }).click();
  await page.getByRole('button', { name: `Generate rounds for ${LATIN}` }).click();
  await expect(scheduleRows(watcher, STANDARD)).toHaveCount(2);
  await expect(scheduleRows(watcher, LATIN)).toHaveCount(2);

  // 4. Shift the Latin Semi-Final before the Standard Final, and add an extra round after the
  //    Standard Semi-Final: rounds are named from the Final, so the first becomes the
  //    Quarter-Final, the new round the Semi-Final, then the Final.
  await page.getByRole('button', { name: `Shift ${LATIN} Semi-Final earlier` }).click();
  const between = watcher
    .getByRole('table', { name: 'Schedule' })
    .getByRole('row')
    .filter({ hasText: suffix });
  await expect(between.nth(1)).toContainText(`${LATIN}`);
  await page
    .getByRole('button', { name: `Add an extra round after ${STANDARD} Semi-Final` })
    .click();
  await expect(scheduleRows(watcher, STANDARD)).toHaveCount(3);
  await expect(scheduleRows(watcher, STANDARD).nth(0)).toContainText('Quarter-Final');
  await expect(scheduleRows(watcher, STANDARD).nth(1)).toContainText('Semi-Final');
  await expect(scheduleRows(watcher, STANDARD).nth(2)).not.toContainText('Semi-Final');

  // 5. Check a couple in for their first Standard round: their later Latin round follows
  //    (cascadeCheckin is on by default), and the watcher's competitors screen shows both.
  await page.goto('/admin/competitors');
  await watcher.goto('/admin/competitors');
  for (const screen of [page, watcher]) {
    await showCouples(screen);
    await screen.getByLabel('Search couples').fill(suffix);
  }
  const couple = `Lead 2 ${suffix} & Follow 2 ${suffix}`;
  const standardBox = page.getByRole('checkbox', {
    name: new RegExp(`^Checked in: \\d+ ${couple}, ${STANDARD} Quarter-Final$`),
  });
  await standardBox.check();
  await expect(standardBox).toBeChecked();
  await expect(
    watcher.getByRole('checkbox', {
      name: new RegExp(`^Checked in: \\d+ ${couple}, ${LATIN} Semi-Final$`),
    }),
  ).toBeChecked();
});
