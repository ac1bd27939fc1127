import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { DEMO } from './support/api';
import { pathWithDancer } from './support/dancer-path';
import { allRoutes, comingSoonPaths } from './support/routes';

test.describe('every route of the spec renders', () => {
  for (const route of allRoutes) {
    test(`${route.path} renders its screen`, async ({ page }) => {
      if (route.signedIn) {
        await signIn(page, USERS.owner);
      }
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(await pathWithDancer(page.request, route.path));
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(/not found/i);
      // Implemented screens never fall back to the placeholder; unbuilt ones say so honestly.
      const panel = page.getByText(/screen is coming soon/);
      if (comingSoonPaths.includes(route.path)) {
        await expect(panel).toBeVisible();
      } else {
        await expect(page.getByText('Loading the competition…')).toHaveCount(0);
        await expect(panel).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the same routes work under a competition slug', async ({ page }) => {
    await page.goto(`/c/${DEMO.slug}/rules`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('top-bar')).toContainText(DEMO.fullName);
  });

  test('an unknown path shows a helpful not-found page', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect(page.getByText('/no-such-page/at-all')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('each navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scrolled inside the poll: the router may still restore the first page's scroll once.
    await expect
      .poll(() =>
        page.evaluate(() => {
          document.body.style.minHeight = '4000px';
          window.scrollTo(0, 1500);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(1000);
    await page.getByTestId('top-bar').getByRole('link', { name: 'Rules' }).first().click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
