import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations as violations } from './support/axe';
import { tabletFor } from './support/tablet';

/**
 * Waits until no transition is half-way: a fading element has a contrast of
 * its own. Endless animations, like a spinner, never settle and are left out.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** Opens `path` and waits for the screen itself, so axe sees it and not a loader. */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading the competition…')).toHaveCount(0);
  await settled(page);
}

const PUBLIC_SCREENS: [string, string | RegExp][] = [
  ['/', /Harbor City/],
  ['/details', 'Details'],
  ['/results', 'Results'],
  [`/results/${encodeURIComponent('Newcomer Standard')}`, /Newcomer Standard/],
  ['/about', 'About'],
  ['/login', 'Sign in'],
  ['/live', /Harbor City/],
  [`/live/${encodeURIComponent('Newcomer Standard')}/1`, /Newcomer Standard/],
  // What the big screen shows follows the floor (auto): any heading will do.
  ['/jumbotron', /./],
];

for (const [path, heading] of PUBLIC_SCREENS) {
  test(`${path} has no WCAG 2.1 AA violations axe can find`, async ({ page }) => {
    await open(page, path, heading);
    expect(await violations(page)).toEqual([]);
  });
}

const STAFF_SCREENS: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/competitors', 'Competitors'],
  ['/admin/eventschedule', 'Event schedule'],
  ['/admin/chairman', 'Chairman of judges'],
  ['/admin/deckcaptain', 'Deck captain'],
  ['/admin/mc', 'Master of ceremonies'],
  ['/admin/scrutineer', 'Scrutineer'],
  ['/admin/setup', 'Setup'],
  ['/admin/competitors/add-competitor', 'Add competitor'],
  ['/admin/officials', 'Officials'],
  ['/admin/settings', 'Settings'],
  ['/admin/results', 'Results'],
  ['/admin/members', 'Members'],
  ['/admin/judge-devices', 'Judge tablets'],
  ['/admin/audit', 'Audit log'],
  ['/jumbotroncontroller', 'Big screen controller'],
  ['/print-sheets', 'Print sheets'],
  ['/print-sheets/programme', 'Programme'],
];

for (const [path, heading] of STAFF_SCREENS) {
  test(`${path} has no WCAG 2.1 AA violations axe can find`, async ({ page }) => {
    // Sign-in, a staff screen's views and axe over a full table (the schedule's 35 rounds, each
    // with its selects): 12–19 s at load 2, over the 30 s default at load 11 on 2 cores.
    test.slow();
    await signIn(page, USERS.owner);
    await open(page, path, heading);
    expect(await violations(page)).toEqual([]);
  });
}

test('the judge tablet has no WCAG 2.1 AA violations axe can find', async ({ browser }) => {
  const tablet = await tabletFor(browser, 'judge-e');
  await expect(tablet.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await settled(tablet);
  expect(await violations(tablet)).toEqual([]);
});
