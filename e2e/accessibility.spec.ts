import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { tabletFor } from './support/tablet';

/** The WCAG 2.1 A and AA rules axe-core checks automatically (contrast among them). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Each rule broken on the page, once, as "rule ×count: what is wrong — the
 * first element — why", so a failure reads on its own.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map((violation) => {
    const [first] = violation.nodes;
    const why = first?.failureSummary?.replaceAll('\n', ' ') ?? '';
    return `${violation.id} ×${violation.nodes.length}: ${violation.help} — ${first?.html.slice(0, 160) ?? ''} — ${why}`;
  });
}

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
];

for (const [path, heading] of STAFF_SCREENS) {
  test(`${path} has no WCAG 2.1 AA violations axe can find`, async ({ page }) => {
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
