import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';

// Our own events beside the demo's Lunch Break and closing Awards.
const suffix = randomUUID().slice(0, 6);
const SKIPPED = `E2E Gold Standard ${suffix}`;
const STRAIGHT = `E2E Gold Latin ${suffix}`;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An event with `count` new couples in it. */
async function eventWithCouples(request: APIRequestContext, name: string, count: number) {
  await command(request, {
    type: 'saveEvent',
    event: { name, eventLevel: 'Gold', style: 'Standard', eventDances: ['Waltz', 'Tango'] },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: count }, (_, index) => ({
      lead: { name: `Lead ${index + 1} ${name}`, affiliation: 'Harbor City University' },
      follow: { name: `Follow ${index + 1} ${name}`, affiliation: 'Riverside University' },
      events: [name],
    })),
  });
}

/** One event's rows of the schedule table. */
const rowsOf = (page: Page, eventName: string) =>
  page.getByRole('table', { name: 'Schedule' }).locator(`tr[data-event="${eventName}"]`);

/** The schedule index a row shows, as a number. */
async function indexOf(page: Page, eventName: string): Promise<number> {
  return Number(await rowsOf(page, eventName).first().getByRole('cell').first().textContent());
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // 14 couples: a Quarter-Final, a Semi-Final and a Final. 8 couples: a Semi-Final and a Final.
  await eventWithCouples(request, SKIPPED, 14);
  await eventWithCouples(request, STRAIGHT, 8);
});

test.afterAll(async ({ request }) => {
  // The browser tests share one server: leave the setting as the demo has it.
  await command(request, { type: 'updateSettings', patch: { largestStraightFinal: 6 } });
});

test('Lunch and Awards are schedule items: name, time and length, no Final or recall size', async ({
  page,
}) => {
  await signIn(page, USERS.scrutineer);
  await page.goto('/admin/eventschedule');
  for (const item of ['Lunch Break', 'Awards']) {
    const row = rowsOf(page, item);
    await expect(row).toHaveCount(1);
    // The event cell holds the item's name and its menu (⋯).
    await expect(row.getByRole('cell').nth(2)).toHaveText(new RegExp(`^${item}`));
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+ minSchedule item$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/\d\d:\d\d/);
    await expect(row).toContainText('No couples');
    await expect(row).not.toContainText('Final');
    await expect(page.getByRole('textbox', { name: `Recall size of ${item}` })).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: `Recall size of ${item}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^Couples of ${item}`) })).toHaveCount(
      0,
    );
  }
});

test('Skip says what it did: the couples it moved and where to', async ({ page }) => {
  await signIn(page, USERS.scrutineer);
  await page.goto('/admin/eventschedule');
  await page.getByRole('button', { name: `Generate rounds for ${SKIPPED}` }).click();
  await expect(rowsOf(page, SKIPPED)).toHaveCount(3);
  // The new event's rounds go before the day's closing Awards, not after them.
  expect(await indexOf(page, SKIPPED)).toBeLessThan(await indexOf(page, 'Awards'));

  await page.getByRole('button', { name: `Skip ${SKIPPED} Quarter-Final` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Skipped' })).toHaveText(
    `Skipped the Quarter-Final of ${SKIPPED}: its 14 couples moved to the Semi-Final`,
  );
  await expect(
    page.getByRole('button', { name: `Couples of ${SKIPPED} Semi-Final: 14` }),
  ).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the largest straight final, set on the settings screen, decides the rounds generated', async ({
  page,
}) => {
  await signIn(page, USERS.owner);
  await page.goto('/admin/settings');
  const largest = page.getByLabel('Largest straight final (couples)');
  await expect(largest).toHaveValue('6');
  await largest.fill('13');
  await expect(page.getByText('Enter a whole number from 6 to 12')).toBeVisible();
  await largest.fill('8');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Eight couples now dance a straight final, with no Semi-Final before it.
  await page.goto('/admin/eventschedule');
  await page.getByRole('button', { name: `Generate rounds for ${STRAIGHT}` }).click();
  await expect(rowsOf(page, STRAIGHT)).toHaveCount(1);
  // The round's cell: its name, then who marks it (the judging panel).
  await expect(rowsOf(page, STRAIGHT).getByRole('cell').nth(3)).toHaveText(
    /^Final(All|Judges?|No judges) /,
  );
  await expect(page.getByRole('button', { name: `Couples of ${STRAIGHT} Final: 8` })).toBeVisible();
  expect(await indexOf(page, STRAIGHT)).toBeLessThan(await indexOf(page, 'Awards'));
});
