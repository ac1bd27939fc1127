import { expect, test, type Page } from '@playwright/test';
import { changeMetadata } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/devices';

/**
 * Issue 25 item 5: showing the results page never hides Register while
 * registration is open: the top bar keeps Register, the menu and the home
 * page lead to the results. Once registration has closed the top bar says
 * See Results (spec §2). The demo has results shown and registration open.
 */
const widths = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The Results link of the top bar's menu: in the bar on a desktop, behind Menu on a phone. */
async function menuResultsLink(page: Page, phone: boolean) {
  const bar = page.getByTestId('top-bar');
  if (phone) {
    await bar.getByRole('button', { name: 'Menu' }).click();
  }
  return bar.getByRole('navigation', { name: 'Competition' }).getByRole('link', {
    name: 'Results',
    exact: true,
  });
}

for (const [label, viewport] of widths) {
  test(`while registration is open, ${label}: Register in the top bar, results in the menu and on home`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(bar.getByRole('link', { name: 'See Results' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: 'See results' })).toHaveAttribute(
      'href',
      '/results',
    );
    expect(await axeViolations(page)).toEqual([]);
    await (await menuResultsLink(page, label === 'phone')).click();
    await expect(page).toHaveURL(/\/results$/);
  });

  test(`once registration has closed, ${label}: See Results in the top bar, no Register`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await changeMetadata(request, { registrationStatus: 'CLOSED' });
    try {
      await page.goto('/');
      const bar = page.getByTestId('top-bar');
      await expect(bar.getByRole('link', { name: 'See Results' })).toHaveAttribute(
        'href',
        '/results',
      );
      await expect(bar.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Register now' })).toHaveCount(
        0,
      );
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await changeMetadata(request, { registrationStatus: 'OPEN' });
    }
  });
}
