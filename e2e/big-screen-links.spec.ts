import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';

// Issue 25 item 7: the big screen and its controller are found from the admin menu and the
// dashboard, and the links lead to the screens.

test('the MC finds the big screen and its controller in the admin menu and on the dashboard', async ({
  page,
}) => {
  await signIn(page, USERS.mc);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(
    nav.getByRole('link', { name: /^Big screen\s*Open this on the hall's screen/ }),
  ).toHaveAttribute('href', '/jumbotron');

  const panel = page.getByRole('region', { name: 'Big screen' });
  await expect(panel).toContainText("Open this on the hall's screen");
  // The full address, to type on the computer that drives the hall's screen.
  await expect(panel).toContainText(`${new URL(page.url()).origin}/jumbotron`);
  expect(await axeViolations(page)).toEqual([]);

  // The dashboard's link opens the big screen in a tab of its own.
  const [screen] = await Promise.all([
    page.context().waitForEvent('page'),
    panel.getByRole('link', { name: 'Big screen', exact: true }).click(),
  ]);
  await expect(screen).toHaveURL(/\/jumbotron$/);
  await expect(screen.locator('[data-kind]')).toBeVisible();
  await screen.close();

  await panel.getByRole('link', { name: 'Big screen controller' }).click();
  await expect(page).toHaveURL('/jumbotroncontroller');
  await expect(page.getByRole('region', { name: 'Preview of the big screen' })).toBeVisible();

  await page.goto('/admin');
  await nav.getByRole('link', { name: 'Big screen controller' }).click();
  await expect(page).toHaveURL('/jumbotroncontroller');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Big screen controller');
});

test('a registrar, who cannot control the big screen, is not sent to it', async ({ page }) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your screens' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Big screen' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Big screen/ }),
  ).toHaveCount(0);
});
