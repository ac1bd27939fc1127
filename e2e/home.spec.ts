import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/api';

test('home shows the competition, its dates, the venue and a call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.fullName);
  await expect(page.getByText('Marston Field House')).toBeVisible();
  // The demo's first rounds are posted, so the call to action leads to the results.
  await expect(page.getByRole('main').getByRole('link', { name: 'See results' })).toHaveAttribute(
    'href',
    '/results',
  );
  await expect(page).toHaveTitle(new RegExp(DEMO.fullName));
});

test('home screenshots on desktop and phone are kept as artifacts', async ({ page }, testInfo) => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.fullName);
    const file = testInfo.outputPath(`home-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home-${label}`, { path: file, contentType: 'image/png' });
  }
});

/** The budget from the foundation issue: the home route's initial JavaScript, gzip. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

test('the home route loads at most 150 KB of JavaScript (gzip)', async ({ page }, testInfo) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), await response.body());
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.fullName);
  const gzipBytes = [...scripts.values()].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  const figure = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
  testInfo.annotations.push({ type: 'home-initial-js', description: figure });
  console.log(`home route initial JavaScript: ${figure}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
