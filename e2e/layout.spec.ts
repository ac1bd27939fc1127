import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { changeMetadata, DEMO } from './support/api';
import { footerHiddenOn, pathOfRouteName, topBarHiddenOn } from './support/routes';

test.describe('top bar (spec §2)', () => {
  // Some of the screens checked need sign-in; the bar's rules are the same for everybody.
  test.beforeEach(({ page }) => signIn(page, USERS.owner));
  test('shows the competition name in its primary colour and the six links', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    const name = bar.getByText(DEMO.fullName);
    await expect(name).toBeVisible();
    await expect(name).toHaveCSS('color', 'rgb(29, 78, 216)');
    for (const label of ['Competitor Info', 'Details', 'Rules', 'Venue', 'Contact', 'About']) {
      await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // The demo has posted results while registration is open: the right-hand button keeps
    // Register and the results are a link of the bar (issue 25 item 5; results-and-register.spec).
    await expect(bar.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(bar.getByRole('link', { name: 'Results', exact: true })).toHaveAttribute(
      'href',
      '/results',
    );
  });

  for (const routeName of topBarHiddenOn) {
    test(`is hidden on ${routeName}`, async ({ page }) => {
      await page.goto(pathOfRouteName(routeName));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('top-bar')).toHaveCount(0);
    });
  }

  test('is hidden on any path containing admin', async ({ page }) => {
    for (const path of ['/admin', '/admin/setup', '/admin/competitors/add-competitor']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('top-bar'), path).toHaveCount(0);
    }
  });

  // One test per page: eight cold loads in one test's 30 s did not fit a loaded machine.
  for (const path of [
    '/',
    '/details',
    '/rules',
    '/venue',
    '/contact',
    '/about',
    '/results',
    '/entries',
  ]) {
    test(`is shown on the public information page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('top-bar'), path).toBeVisible();
    });
  }
});

test.describe('footer (spec §2)', () => {
  test.beforeEach(({ page }) => signIn(page, USERS.owner));
  test('shows the socials, the instagram handle without its @, and the Powered by line', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByTestId('footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: /website/i })).toHaveAttribute(
      'href',
      DEMO.socials.website,
    );
    await expect(footer.getByRole('link', { name: /facebook/i })).toHaveAttribute(
      'href',
      DEMO.socials.facebook,
    );
    const instagram = footer.getByRole('link', { name: /instagram/i });
    await expect(instagram).toHaveAttribute('href', 'https://instagram.com/harborcitydancesport');
    await expect(footer).not.toContainText('@harborcitydancesport');
    await expect(footer).toContainText('Powered by');
    await expect(footer).toContainText('2025.08.31');
    await expect(footer.getByRole('link', { name: /help/i })).toBeVisible();
  });

  for (const routeName of footerHiddenOn) {
    test(`is hidden on ${routeName}`, async ({ page }) => {
      await page.goto(pathOfRouteName(routeName));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('footer')).toHaveCount(0);
    });
  }

  test('is hidden on any admin path', async ({ page }) => {
    for (const path of ['/admin', '/admin/settings', '/admin/chairman']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('footer'), path).toHaveCount(0);
    }
  });
});

test.describe('live metadata', () => {
  test.afterEach(async ({ request }) => {
    await changeMetadata(request, {
      fullName: DEMO.fullName,
      resultsPageShown: DEMO.resultsPageShown,
      socials: DEMO.socials,
    });
  });

  test('a change made on the server appears on an open page without reload', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    await expect(bar).toContainText(DEMO.fullName);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await changeMetadata(request, { fullName: 'Harbor City Open 2027', resultsPageShown: false });

    await expect(bar).toContainText('Harbor City Open 2027');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Harbor City Open 2027');
    await expect(bar.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(bar.getByRole('link', { name: 'See Results' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
  });

  test('the footer disappears when the socials are removed, and returns', async ({
    page,
    request,
  }) => {
    await page.goto('/about');
    await expect(page.getByTestId('footer')).toBeVisible();
    await changeMetadata(request, { socials: {} });
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await changeMetadata(request, { socials: { instagram: 'onlyinsta' } });
    await expect(
      page.getByTestId('footer').getByRole('link', { name: /instagram/i }),
    ).toHaveAttribute('href', 'https://instagram.com/onlyinsta');
  });

  // Issue 27: the top bar comes drawn by the server (ADR 044), so it never waits on "Loading...".
  test('shows the competition name at once, before the socket or any view has answered', async ({
    page,
  }) => {
    await page.routeWebSocket(/\/api\/realtime/, () => {
      // Swallow the socket: no change ever arrives on it.
    });
    const viewsAsked: string[] = [];
    await page.route(/\/api\/competitions\/[^/]+\/views\//, async (route) => {
      viewsAsked.push(route.request().url());
      await route.abort();
    });
    await page.goto('/');
    await expect(page.getByTestId('top-bar')).toContainText(DEMO.fullName);
    await expect(page.getByTestId('top-bar')).not.toContainText('Loading...');
    expect(viewsAsked).toEqual([]);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links collapse into a menu that toggles', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    const rules = bar.getByRole('link', { name: 'Rules', exact: true });
    await expect(rules).toBeHidden();
    const toggle = bar.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Rules', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Rules', exact: true }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
