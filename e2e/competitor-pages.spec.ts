import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { command } from './support/api';
import { ownCompetition } from './support/own-competition';
import { middayZone, venueTime } from './support/venue-clock';

/** Spectators and competitors hold phones: every test here runs at phone size. */
test.use({ viewport: { width: 390, height: 844 } });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Each broken rule once, with its first element, so a failure reads on its own. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map((violation) => {
    const [first] = violation.nodes;
    return `${violation.id} ×${violation.nodes.length}: ${violation.help} — ${first?.html.slice(0, 160) ?? ''}`;
  });
}

/** Opens a page and waits for its content, not the loader. */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading the competition…')).toHaveCount(0);
}

/** A full-page phone screenshot kept with the test's results (the closing note lists them). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}-phone.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${name}-phone`, { path: file, contentType: 'image/png' });
}

function dancer(name: string, school = 'Harbor City University') {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@students.example.edu`;
  return {
    name,
    email,
    affiliation: school,
    levels: { smoothLevel: 'Bronze' },
    student: true,
    waiverAccepted: true,
  };
}

/** Opens the competitor page of the first dancer listed in one event on /entries. */
async function openFirstDancerOf(page: Page, eventName: string): Promise<string> {
  await open(page, '/entries', 'Entries');
  const link = page
    .getByRole('list', { name: `Entries in ${eventName}` })
    .getByRole('link')
    .first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('/entries lists the demo couples by event with counts and TBA places', async ({
  page,
}, testInfo) => {
  await open(page, '/entries', 'Entries');
  await expect(page.getByRole('heading', { level: 2, name: 'Bronze Smooth' })).toBeVisible();
  const smooth = page.getByRole('list', { name: 'Entries in Bronze Smooth' });
  await expect(smooth.getByRole('listitem').first()).toBeVisible();
  // The demo's TBA dancers show as their name with TBA, never as number 9999.
  await expect(page.getByRole('main')).not.toContainText('9999');
  await expect(smooth).toContainText('Lucia Ferraro');
  await expect(smooth.getByRole('link', { name: 'looking for a lead' }).first()).toHaveAttribute(
    'href',
    '/TBAList',
  );
  await expect(page.getByText(/\d+ couples · \d+ looking for a partner/).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'entries');
});

test('/entries search narrows to the matching couples', async ({ page }) => {
  await open(page, '/entries', 'Entries');
  const lists = page.getByRole('list', { name: /^Entries in / });
  const before = await lists.count();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('Takahashi');
  await expect(lists).toHaveCount(1);
  expect(before).toBeGreaterThan(1);
  await expect(lists.getByRole('listitem')).toHaveCount(1);
  await expect(lists).toContainText('Mei Takahashi');
  await expect(page.getByRole('status').filter({ hasText: /1 entry matches/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('nobody by this name');
  await expect(page.getByText('No entry matches "nobody by this name".')).toBeVisible();
});

test('/competitors lists dancers without emails, searchable, each linking to their page', async ({
  page,
}, testInfo) => {
  await open(page, '/competitors', 'Competitors');
  const dancers = page.getByRole('list', { name: 'Dancers' });
  await expect(dancers.getByRole('link', { name: 'Mei Takahashi' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('@');
  await keepScreenshot(page, testInfo, 'competitors');
  const all = await dancers.getByRole('listitem').count();
  await page.getByRole('searchbox', { name: 'Search dancers' }).fill('lindgren');
  await expect(dancers.getByRole('listitem')).toHaveCount(1);
  expect(all).toBeGreaterThan(50);
  await dancers.getByRole('link', { name: 'Jonas Lindgren' }).click();
  await expect(page).toHaveURL(/\/competitors\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Lindgren' })).toBeVisible();
});

test('a new registration appears on /entries and /competitors without a reload', async ({
  page,
  context,
  request,
}) => {
  await open(page, '/entries', 'Entries');
  const other = await context.newPage();
  await open(other, '/competitors', 'Competitors');
  await expect(page.getByText('Quentin Marlowe')).toHaveCount(0);
  await expect(other.getByText('Quentin Marlowe')).toHaveCount(0);
  await command(request, {
    type: 'register',
    dancer: dancer('Quentin Marlowe'),
    role: 'lead',
    partner: { kind: 'new', dancer: dancer('Rosalind Marlowe') },
    events: ['Bronze Smooth'],
  });
  const smooth = page.getByRole('list', { name: 'Entries in Bronze Smooth' });
  await expect(smooth.getByText('Quentin Marlowe')).toBeVisible();
  await expect(smooth.getByText('Rosalind Marlowe')).toBeVisible();
  const dancers = other.getByRole('list', { name: 'Dancers' });
  await expect(dancers.getByRole('link', { name: 'Quentin Marlowe' })).toBeVisible();
  await expect(dancers.getByRole('link', { name: 'Rosalind Marlowe' })).toBeVisible();
});

test('/competitors/{id} shows the couple, its number and a heat to come with its planned time', async ({
  page,
}, testInfo) => {
  await open(page, '/competitors', 'Competitors');
  await page.getByRole('searchbox', { name: 'Search dancers' }).fill('Jonas Lindgren');
  await page.getByRole('link', { name: 'Jonas Lindgren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Lindgren' })).toBeVisible();
  await expect(page.getByText('Northbridge College')).toBeVisible();
  const heats = page.getByRole('region', { name: 'Heats to come' });
  const first = heats.getByRole('listitem').first();
  await expect(first).toContainText('Gold Smooth');
  await expect(first).toContainText(/One heat|Heat \d+ of \d+|If recalled/);
  await expect(first).toContainText(/planned (\w+ \d+ \w+ )?\d{2}:\d{2}/);
  await expect(first).toContainText(/number \d+/);
  await expect(heats.getByRole('status')).toContainText(/as planned|schedule/);
  const couples = page.getByRole('region', { name: 'Couple' });
  await expect(couples).toContainText(/Number \d+ · leading Mei Takahashi/);
  await expect(couples.getByRole('link', { name: 'Mei Takahashi' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'competitor');
});

test('/competitors/{id} shows posted recalls and places with a link to the results', async ({
  page,
}) => {
  await openFirstDancerOf(page, 'Newcomer Standard');
  const events = page.getByRole('region', { name: 'Events' });
  const rounds = events.getByRole('list', { name: 'Rounds of Newcomer Standard' });
  await expect(rounds).toContainText(/Recalled to the|Not recalled|Placed/);
  await expect(events.getByRole('link', { name: 'Results of Newcomer Standard' })).toHaveAttribute(
    'href',
    `/results/${encodeURIComponent('Newcomer Standard')}`,
  );
});

test('/competitors/{id} of an unknown id says so and leads back to the list', async ({ page }) => {
  await open(page, '/competitors/no-such-dancer', 'No such competitor');
  await expect(page.getByText('No dancer is registered under “no-such-dancer”.')).toBeVisible();
  await page.getByRole('link', { name: 'Find a dancer on the competitors list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
});

test('/TBAList groups the dancers looking for a partner by style and level, live', async ({
  page,
  request,
}, testInfo) => {
  await open(page, '/TBAList', 'TBA list');
  await expect(page.getByRole('heading', { level: 2, name: 'Smooth' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Bronze Smooth' })).toBeVisible();
  const lucia = page.getByRole('link', { name: 'Lucia Ferraro' });
  await expect(lucia).toBeVisible();
  await keepScreenshot(page, testInfo, 'tba-list');
  await page.getByRole('searchbox', { name: 'Search the TBA list' }).fill('eastport');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Lucia Ferraro' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the TBA list' }).fill('');
  await command(request, {
    type: 'register',
    dancer: dancer('Philippa Ashdown', 'Pinecrest College'),
    role: 'follow',
    partner: { kind: 'tba' },
    events: ['Bronze Rhythm'],
  });
  await expect(page.getByRole('link', { name: 'Philippa Ashdown' })).toBeVisible();
  await page.getByRole('link', { name: 'Philippa Ashdown' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Philippa Ashdown' })).toBeVisible();
  await expect(page.getByText('Looking for a lead:')).toBeVisible();
});

for (const [path, heading] of [
  ['/entries', 'Entries'],
  ['/competitors', 'Competitors'],
  ['/TBAList', 'TBA list'],
] as const) {
  test(`${path} has no WCAG 2.1 AA violations axe can find`, async ({ page }) => {
    await open(page, path, heading);
    expect(await violations(page)).toEqual([]);
  });
}

test('/competitors/{id} has no WCAG 2.1 AA violations axe can find', async ({ page }) => {
  await openFirstDancerOf(page, 'Newcomer Standard');
  expect(await violations(page)).toEqual([]);
  await openFirstDancerOf(page, 'Gold Smooth');
  expect(await violations(page)).toEqual([]);
});

/** Issue 13: the dancer's page loads within the home page's budget (150 KB gzip, target 120). */
const JS_BUDGET_BYTES = 150 * 1024;

test('/competitors/{id} loads at most 150 KB of JavaScript (gzip)', async ({ page }, testInfo) => {
  await openFirstDancerOf(page, 'Gold Smooth');
  const url = page.url();
  const scripts = new Map<string, Buffer>();
  const fresh = await page.context().browser()!.newPage();
  fresh.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), await response.body());
    }
  });
  await fresh.goto(url, { waitUntil: 'networkidle' });
  await expect(fresh.getByRole('heading', { level: 2, name: 'Heats to come' })).toBeVisible();
  const gzipBytes = [...scripts.values()].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  const figure = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
  testInfo.annotations.push({ type: 'competitor-page-initial-js', description: figure });
  console.log(`/competitors/{id} initial JavaScript: ${figure}`);
  await fresh.close();
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
});

test.describe('the live estimate, for a venue abroad', () => {
  /** The venue is where it is near midday now: its plan twenty minutes back is today's. */
  const zone = middayZone();
  const venue = ownCompetition({
    slug: `late-${randomUUID().slice(0, 8)}`,
    fullName: 'Running Late Open',
    startDate: venueTime(zone, Date.now()).slice(0, 10),
    timeZone: zone,
    judges: ['j1', 'j2', 'j3'],
    events: [
      { name: 'Gold Rumba', style: 'Latin', dances: ['Rumba'] },
      { name: 'Gold Waltz', style: 'Standard', dances: ['Waltz'] },
    ],
    couples: [
      {
        count: 4,
        lead: (n) => `Jonas Lindgren ${n}`,
        follow: (n) => `Mila Ek ${n}`,
        events: ['Gold Rumba', 'Gold Waltz'],
      },
    ],
  });

  test("/competitors/{id} shows the expected time on the venue's clock once the floor runs late", async ({
    browser,
    request,
  }, testInfo) => {
    await venue.setUp(request);
    const now = Date.now();
    // The Rumba was planned 20 minutes before it starts now; the Waltz 25 minutes after.
    const plannedRumba = venueTime(zone, now - 20 * 60_000);
    const plannedWaltz = venueTime(zone, now + 25 * 60_000);
    await venue.command(request, { type: 'updateSettings', patch: { autoAssignTimes: false } });
    const view = await venue.publicView(request);
    const finalOf = (eventName: string) =>
      Math.max(...Object.keys(view.events[eventName]!.rounds).map(Number));
    for (const [eventName, roundStartTime] of [
      ['Gold Rumba', plannedRumba],
      ['Gold Waltz', plannedWaltz],
    ] as const) {
      await venue.command(request, {
        type: 'updateRound',
        eventName,
        roundNumber: finalOf(eventName),
        roundStartTime,
      });
    }
    await venue.command(request, {
      type: 'startRound',
      eventName: 'Gold Rumba',
      roundNumber: finalOf('Gold Rumba'),
    });

    // A spectator's phone set to another zone than the venue's: times follow the venue.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: zone === 'Pacific/Honolulu' ? 'Asia/Tokyo' : 'Pacific/Honolulu',
    });
    const page = await context.newPage();
    await open(page, venue.at('/competitors'), 'Competitors');
    await page.getByRole('searchbox', { name: 'Search dancers' }).fill('Jonas Lindgren 1');
    await page.getByRole('link', { name: 'Jonas Lindgren 1', exact: true }).click();
    const heats = page.getByRole('region', { name: 'Heats to come' });
    await expect(heats.getByRole('status')).toHaveText(
      /The floor is running (19|20|21) minutes behind schedule\./,
    );
    const waltz = heats.getByRole('listitem').filter({ hasText: 'Gold Waltz' });
    await expect(waltz).toContainText(
      new RegExp(`planned .*${plannedWaltz.slice(11)}, now about .*\\d{2}:\\d{2}`),
    );
    await expect(waltz).toContainText('expected');
    await keepScreenshot(page, testInfo, 'competitor-running-late');
    await context.close();
  });
});
