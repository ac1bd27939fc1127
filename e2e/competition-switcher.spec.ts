import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { ownCompetition, YEAR_AHEAD } from './support/own-competition';

// Issue 25: the admin area names its competition and switches to the member's others.
const autumn = ownCompetition({
  slug: 'switcher-autumn-open',
  fullName: 'Autumn Switch Open',
  startDate: `${YEAR_AHEAD}-10-03`,
  endDate: `${YEAR_AHEAD}-10-04`,
  events: [],
  couples: [],
});

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  await autumn.setUp(request);
  // Ada is an admin of the demo (the e2e server made her so) and now of this one too.
  autumn.grant(USERS.admin);
});

test('a member of two competitions switches between them on the same admin page', async ({
  page,
}) => {
  await signIn(page, USERS.admin);
  await page.goto('/admin/officials');
  const header = page.getByRole('region', { name: 'Competition' });
  await expect(header.getByTestId('admin-competition-name')).toHaveText(DEMO.fullName, {
    // The demo is large: its first snapshot takes long on a loaded machine.
    timeout: 60_000,
  });

  await header.getByRole('button', { name: 'Switch competition' }).click();
  await page.getByRole('menuitem', { name: /Autumn Switch Open/ }).click();
  await expect(page).toHaveURL(`/c/${autumn.slug}/admin/officials`);
  await expect(header.getByTestId('admin-competition-name')).toHaveText('Autumn Switch Open');
  await expect(header.getByText(`3–4 October ${YEAR_AHEAD}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Officials' })).toBeVisible();
  expect(await axeViolations(page, { include: '[aria-label="Competition"]' })).toEqual([]);

  await header.getByRole('button', { name: 'Switch competition' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(1);
  await page.getByRole('menuitem', { name: new RegExp(DEMO.fullName) }).click();
  await expect(page).toHaveURL(`/c/${DEMO.slug}/admin/officials`);
  await expect(header.getByTestId('admin-competition-name')).toHaveText(DEMO.fullName);
});

test('a member of one competition sees its name and no switcher', async ({ page }) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin');
  const header = page.getByRole('region', { name: 'Competition' });
  await expect(header.getByTestId('admin-competition-name')).toHaveText(DEMO.fullName);
  await expect(page.getByRole('button', { name: 'Switch competition' })).toHaveCount(0);
});
