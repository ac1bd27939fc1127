import { expect, type Page } from '@playwright/test';

/**
 * Goes down to what is below the registrar's desk on /admin/competitors (the
 * couples, the TBA pairing, the CSV import), as a registrar scrolls to it: it
 * is loaded only then (issue 25 item 9). Returns once it has come.
 */
export async function showCouples(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 2, name: 'Couples', exact: true }),
  ).toBeAttached();
  // Scrolled by the page, not by the heading: the heading is redrawn when the couples come.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The registrar view of the whole demo: on a loaded machine its first snapshot took over 5 s.
  await expect(page.getByLabel('Search couples'), 'the couples below the desk').toBeVisible({
    timeout: 20_000,
  });
}
