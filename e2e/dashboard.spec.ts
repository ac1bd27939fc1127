import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { changeMetadata, command } from './support/api';
import { showCouples } from './support/competitors-screen';
import { middayZone, venueTime } from './support/venue-clock';

// Events of our own: one whose first round starts half an hour late, one due within the hour.
const suffix = randomUUID().slice(0, 6);
const LATE = `E2E Dashboard Late ${suffix}`;
const SOON = `E2E Dashboard Soon ${suffix}`;
const FINAL = 1;

/** The competition's zone is the venue's, near noon now: "half an hour ago" is today's. */
const timezoneId = middayZone();
// The competition runs on that zone for this file, and is given back its New York time after.
test.beforeAll(async ({ request }) => changeMetadata(request, { timeZone: timezoneId }));
test.afterAll(async ({ request }) => changeMetadata(request, { timeZone: 'America/New_York' }));

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map((violation) => {
    const [first] = violation.nodes;
    return `${violation.id} ×${violation.nodes.length}: ${violation.help} — ${first?.html.slice(0, 160) ?? ''}`;
  });
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Running rounds' })).toBeVisible();
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Whether the page scrolls sideways: wider content than the viewport. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const couples = (event: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    lead: { name: `Dash Lead ${index + 1} ${suffix}`, affiliation: 'Harbor City University' },
    follow: { name: `Dash Follow ${index + 1} ${suffix}`, affiliation: 'Riverside University' },
    events: [event],
  }));

test.describe.configure({ mode: 'serial' });

let lateFirst = 0;

test.beforeAll(async ({ request }) => {
  await command(request, {
    type: 'saveEvent',
    event: { name: LATE, eventLevel: 'Gold', style: 'Latin', eventDances: ['ChaCha', 'Rumba'] },
  });
  await command(request, {
    type: 'saveEvent',
    event: { name: SOON, eventLevel: 'Gold', style: 'Standard', eventDances: ['Waltz'] },
  });
  await command(request, { type: 'importCouples', couples: couples(LATE, 8) });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 4 }, (_, index) => ({
      lead: { name: `Soon Lead ${index + 1} ${suffix}`, affiliation: 'Harbor City University' },
      follow: { name: `Soon Follow ${index + 1} ${suffix}`, affiliation: 'Riverside University' },
      events: [SOON],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: LATE });
  await command(request, { type: 'generateRounds', eventName: SOON });
  // Eight couples dance a Semi-Final first (the highest round number is danced first).
  lateFirst = 2;
  const now = Date.now();
  await command(request, { type: 'updateSettings', patch: { autoAssignTimes: false } });
  await command(request, {
    type: 'updateRound',
    eventName: LATE,
    roundNumber: lateFirst,
    roundStartTime: venueTime(timezoneId, now - 30 * 60_000),
  });
  await command(request, {
    type: 'updateRound',
    eventName: SOON,
    roundNumber: FINAL,
    roundStartTime: venueTime(timezoneId, now + 20 * 60_000),
  });
  // The floor starts it now, half an hour after its planned time.
  await command(request, { type: 'startRound', eventName: LATE, roundNumber: lateFirst });
});

test('the owner sees the day: the late round running, 30 min behind, cards, check-in, fees and the timeline', async ({
  page,
}, testInfo) => {
  await signIn(page, USERS.owner);
  await openDashboard(page);

  const running = page.getByRole('region', { name: 'Running rounds' });
  await expect(running).toContainText(`${LATE} — Semi-Final`);
  await expect(running.getByRole('listitem').filter({ hasText: LATE })).toContainText(
    /Started \d{2}:\d{2} · \d+ min running/,
  );

  const schedule = page.getByRole('region', { name: 'Schedule' });
  // Planned on the minute half an hour ago, started now: 30 minutes late, 31 if a minute turned.
  await expect(schedule.getByText(/^3[01] min behind schedule$/)).toBeVisible();
  await expect(schedule).toContainText(`Based on ${LATE} — Semi-Final`);
  await expect(schedule.getByRole('list', { name: 'End of each day' })).toContainText(
    /planned to end \d{2}:\d{2}, now expected \d{2}:\d{2}/,
  );

  const cards = page.getByRole('region', { name: 'Cards outstanding' });
  await expect(cards.getByRole('listitem').filter({ hasText: LATE })).toContainText(
    /(\d+) of \1 to come/,
  );

  await expect(page.getByRole('region', { name: 'Marked, not posted' })).toBeVisible();
  const checkIn = page.getByRole('region', { name: 'Check-in, next hour' });
  await expect(checkIn.getByRole('listitem').filter({ hasText: SOON })).toContainText('0 / 4 in');

  const registrations = page.getByRole('region', { name: 'Registrations' });
  await expect(registrations).toContainText(/\d+\s*dancers registered/);
  await expect(registrations).toContainText(/fees due from \d+ dancers?/);

  const chart = page.getByRole('img', { name: /^Today's rounds: \d+ planned from/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /the last, .+, started 3[01] min late\./);
  await expect(
    page.getByRole('table', { name: "Today's rounds, planned and actual start" }),
  ).toContainText(`${LATE} Semi-Final`);

  await expect(page.getByRole('region', { name: 'Your screens' })).toContainText('Settings');
  await keepScreenshot(page, testInfo, 'dashboard-owner');
  expect(await violations(page)).toEqual([]);
});

test('an MC sees the floor and the drift but no cards or fees, and never asks for those views', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      const text = String(frame.payload);
      if (/"audience":"(scoring|registrar)"/.test(text)) {
        asked.push(text);
      }
    }),
  );
  await signIn(page, USERS.mc);
  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Running rounds' })).toContainText(LATE);
  await expect(page.getByRole('region', { name: 'Schedule' })).toContainText(/min behind schedule/);
  await expect(page.getByRole('region', { name: 'Cards outstanding' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Registrations' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the registrar opens the menu, checks a couple in at the desk, and the dashboard counts it', async ({
    page,
  }, testInfo) => {
    await signIn(page, USERS.registrar);
    await openDashboard(page);
    expect(await scrollsSideways(page)).toBe(false);
    // The side navigation is hidden on phones; the menu button offers the same screens.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'admin-menu-phone');
    await drawer.getByRole('link', { name: 'Competitors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
    await expect(drawer).toBeHidden();

    await showCouples(page);
    await page.getByLabel('Search couples').fill(`Soon Lead 1 ${suffix}`);
    const box = page.getByRole('checkbox', {
      name: new RegExp(`^Checked in: \\d+ Soon Lead 1 ${suffix} & .*, ${SOON} Final$`),
    });
    await box.check();
    await expect(box).toBeChecked();
    expect(await scrollsSideways(page)).toBe(false);

    await menu.click();
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const checkIn = page.getByRole('region', { name: 'Check-in, next hour' });
    await expect(checkIn.getByRole('listitem').filter({ hasText: SOON })).toContainText('1 / 4 in');
    expect(await scrollsSideways(page)).toBe(false);
    await keepScreenshot(page, testInfo, 'dashboard-registrar-phone');
    expect(await violations(page)).toEqual([]);
  });
});
