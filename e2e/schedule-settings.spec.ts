import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';
import { answerConfirm } from './support/confirm';

// Our own events, so whatever the demo competition holds does not matter.
const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Bronze Standard ${suffix}`;
const LATER = `E2E Silver Latin ${suffix}`;

/** An event with `count` new couples in it. */
async function eventWithCouples(request: APIRequestContext, name: string, count: number) {
  await command(request, {
    type: 'saveEvent',
    event: { name, eventLevel: 'Bronze', style: 'Standard', eventDances: ['Waltz', 'Tango'] },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: count }, (_, index) => ({
      lead: { name: `Lead ${index + 1} ${suffix}`, affiliation: 'Harbor City University' },
      follow: { name: `Follow ${index + 1} ${suffix}`, affiliation: 'Riverside University' },
      events: [name],
    })),
  });
}

/** The schedule's rows of one event, in the order shown. */
function rowsOf(page: Page, eventName: string) {
  return page
    .getByRole('table', { name: 'Schedule' })
    .getByRole('row')
    .filter({ hasText: eventName });
}

/** The round names of an event's rows, in the order shown. */
const roundNames = (page: Page, eventName: string) =>
  rowsOf(page, eventName).locator('td:nth-child(4) > div:first-child');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // Eight couples: a Semi-Final of all eight, then a Final.
  await eventWithCouples(request, EVENT, 8);
});

test.afterAll(async ({ request }) => {
  // The browser tests share one server: leave the setting as the demo has it.
  await command(request, {
    type: 'updateSettings',
    patch: { hideGenerateRoundsButton: false },
  });
});

test('a scrutineer generates rounds, shifts, adds and deletes a round on the schedule', async ({
  page,
}) => {
  await signIn(page, USERS.scrutineer);
  await page.goto('/admin/eventschedule');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event schedule');

  await page.getByRole('button', { name: `Generate rounds for ${EVENT}` }).click();
  await expect(roundNames(page, EVENT)).toHaveText(['Semi-Final', 'Final']);
  await expect(page.getByRole('button', { name: `Generate rounds for ${EVENT}` })).toHaveCount(0);
  const semi = rowsOf(page, EVENT).first();
  await expect(semi.getByRole('cell').nth(5)).toHaveText('8');

  // Shifting swaps the two rounds' places in the day (spec §4), and back.
  await page.getByRole('button', { name: `Shift ${EVENT} Semi-Final later` }).click();
  await expect(roundNames(page, EVENT)).toHaveText(['Final', 'Semi-Final']);
  await page.getByRole('button', { name: `Shift ${EVENT} Semi-Final earlier` }).click();
  await expect(roundNames(page, EVENT)).toHaveText(['Semi-Final', 'Final']);

  // Heats edited in place; a recall size of 0 becomes 1 (spec §5).
  const heats = page.getByRole('spinbutton', { name: `Heats of ${EVENT} Semi-Final` });
  await heats.fill('2');
  await heats.press('Enter');
  await expect(heats).toHaveValue('2');
  const recall = page.getByRole('spinbutton', { name: `Recall size of ${EVENT} Final` });
  await recall.fill('0');
  await recall.press('Enter');
  await expect(recall).toHaveValue('1');
  await page
    .getByRole('combobox', { name: `State of ${EVENT} Semi-Final` })
    .selectOption({ label: 'Running' });
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: `Heats of ${EVENT} Semi-Final` })).toHaveValue(
    '2',
  );
  await expect(page.getByRole('combobox', { name: `State of ${EVENT} Semi-Final` })).toHaveValue(
    '2',
  );

  // An extra round after the Semi-Final: the first round becomes the Quarter-Final and the
  // new one, danced right after it, the Semi-Final; the schedule is re-indexed 1, 2, 3 ….
  await page.getByRole('button', { name: `Add an extra round after ${EVENT} Semi-Final` }).click();
  await expect(roundNames(page, EVENT)).toHaveText(['Quarter-Final', 'Semi-Final', 'Final']);
  const indexes = (await rowsOf(page, EVENT).locator('td:first-child').allInnerTexts()).map(Number);
  expect(indexes.every(Number.isInteger)).toBe(true);
  expect(indexes).toEqual([indexes[0], indexes[0]! + 1, indexes[0]! + 2]);
  await expect(rowsOf(page, EVENT).nth(0).getByRole('cell').nth(5)).toHaveText('8');
  await expect(rowsOf(page, EVENT).nth(1).getByRole('cell').nth(5)).toHaveText('0');

  // Deleting asks first, naming the round; dismissing keeps it.
  const remove = page.getByRole('button', { name: `Delete ${EVENT} Semi-Final` });
  await remove.click();
  await answerConfirm(page, 'cancel');
  await expect(roundNames(page, EVENT)).toHaveText(['Quarter-Final', 'Semi-Final', 'Final']);
  await remove.click();
  const question = await answerConfirm(page, { confirm: 'Delete round' });
  await expect(roundNames(page, EVENT)).toHaveText(['Semi-Final', 'Final']);
  expect(question).toContain(`Delete ${EVENT} Semi-Final?`);

  // A Final has no round after it: no extra round, no skip.
  await expect(
    page.getByRole('button', { name: `Add an extra round after ${EVENT} Final` }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Skip ${EVENT} Final` })).toHaveCount(0);
});

test("a scrutineer opens a round's couples in their heats, and adds a placeholder and a couple", async ({
  page,
}) => {
  await signIn(page, USERS.scrutineer);
  await page.goto('/admin/eventschedule');

  // The Semi-Final of eight, in the two heats set above: four and four.
  await page.getByRole('button', { name: `Couples of ${EVENT} Semi-Final: 8` }).click();
  const panel = page.getByRole('dialog', { name: `Couples of ${EVENT} Semi-Final` });
  await expect(panel.getByText('8 couples in 2 heats')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Heat 1' }).getByRole('row')).toHaveCount(5);
  await expect(panel.getByRole('table', { name: 'Heat 2' }).getByRole('row')).toHaveCount(5);

  // A couple still to be announced: number 9999 and dummy names (spec §3).
  await panel.getByRole('button', { name: 'Add a placeholder couple (9999)' }).click();
  await expect(panel.getByText('9 couples in 2 heats')).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: '9999' })).toContainText(
    'TBA Lead & TBA Follow',
  );
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: `Couples of ${EVENT} Semi-Final: 9` }),
  ).toBeVisible();

  // A couple put into the Final by hand, found by name.
  await page.getByRole('button', { name: `Couples of ${EVENT} Final: 0` }).click();
  const final = page.getByRole('dialog', { name: `Couples of ${EVENT} Final` });
  await final
    .getByRole('combobox', { name: 'Add a couple to this round' })
    .fill(`Lead 3 ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Lead 3 ${suffix}`) }).click();
  await final.getByRole('button', { name: 'Add couple' }).click();
  await expect(final.getByRole('status')).toContainText(
    `Lead 3 ${suffix} & Follow 3 ${suffix} added.`,
  );
  await expect(final.getByRole('table', { name: 'Couples' })).toContainText(
    `Lead 3 ${suffix} & Follow 3 ${suffix}`,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Couples of ${EVENT} Final: 1` })).toBeVisible();
});

test('the owner hides Generate rounds in the settings, and the schedule no longer offers it', async ({
  page,
  request,
}) => {
  await eventWithCouples(request, LATER, 3);
  await signIn(page, USERS.owner);
  await page.goto('/admin/eventschedule');
  await expect(page.getByRole('button', { name: `Generate rounds for ${LATER}` })).toBeVisible();

  await page.goto('/admin/settings');
  const hide = page.getByRole('switch', { name: 'Hide Generate rounds' });
  await expect(hide).not.toBeChecked();
  await hide.click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');
  await page.reload();
  await expect(hide).toBeChecked();

  await page.goto('/admin/eventschedule');
  await expect(page.getByRole('heading', { name: 'Events without rounds' })).toBeVisible();
  await expect(page.getByText(LATER)).toBeVisible();
  await expect(page.getByRole('button', { name: `Generate rounds for ${LATER}` })).toHaveCount(0);
});
