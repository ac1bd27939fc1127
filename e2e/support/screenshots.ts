import type { Page, TestInfo } from '@playwright/test';

/**
 * A screenshot of the screen as its device shows it (or the whole page with
 * `fullPage`), kept with the test's results so a reviewer can look at it.
 */
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
