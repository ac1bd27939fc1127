import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { PublicView } from '@floorcraft/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';

// A competition of our own: whether it "runs" depends on every round in it,
// so no other test's rounds may be on its floor. Its dates lie a year ahead,
// so only a round on the floor (or awaiting its results) makes it run.
const suffix = randomUUID().slice(0, 6);
const SLUG = `e2e-live-${suffix}`;
const NAME = `Live Phone Open ${suffix}`;
const EVENT = `E2E Phone Latin ${suffix}`;
// Five dances and long names: a final's tables are far wider than a phone.
const DANCES = ['ChaCha', 'Samba', 'Rumba', 'Paso Doble', 'Jive'];
const JUDGES = ['judge-a', 'judge-b', 'judge-c'];
const SEMI = 2;
const FINAL = 1;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const home = `/c/${SLUG}`;
const resultsPath = `/c/${SLUG}/results`;
const eventResultsPath = `${resultsPath}/${encodeURIComponent(EVENT)}`;
const livePath = `/c/${SLUG}/live`;
const liveRoundPath = (round: number) => `${livePath}/${encodeURIComponent(EVENT)}/${round}`;

async function command(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`/api/competitions/${SLUG}/commands`, {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { commandId: randomUUID(), command: body },
  });
  expect(response.ok(), `${String(body.type)}: ${await response.text()}`).toBe(true);
}

async function publicView(request: APIRequestContext): Promise<PublicView> {
  const response = await request.get(`/api/competitions/${SLUG}/views/public`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { view: PublicView }).view;
}

const numbersIn = (view: PublicView, round: number) =>
  Object.values(view.events[EVENT]!.rounds[round]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);

/** Every judge's card for every dance: recalls (the six lowest) or places in number order. */
async function markAndPost(request: APIRequestContext, round: number) {
  const numbers = numbersIn(await publicView(request), round);
  for (const judgeKey of JUDGES) {
    for (const dance of DANCES) {
      await command(request, {
        type: 'submitMarks',
        eventName: EVENT,
        roundNumber: round,
        judgeKey,
        dance,
        couples: round === SEMI ? numbers.slice(0, 6) : numbers,
      });
    }
  }
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: round });
}

/** WCAG 2.1 AA rules axe finds broken on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} ×${violation.nodes.length}: ${violation.help} — ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`,
  );
}

/** Whether the page itself scrolls sideways (a table may, inside its own box). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const year = new Date().getUTCFullYear() + 1;
  await command(request, {
    type: 'createCompetition',
    slug: SLUG,
    metadata: {
      fullName: NAME,
      primaryColor: '#1d4ed8',
      startDate: `${year}-06-05`,
      endDate: `${year}-06-06`,
      registrationStatus: 'CLOSED',
      resultsPageShown: true,
      socials: {},
      venue: { name: 'Marston Field House', address: '' },
    },
  });
  for (const [index, key] of JUDGES.entries()) {
    await command(request, {
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABC'[index]!}`, role: 'Judge', bio: '' },
    });
  }
  await command(request, {
    type: 'setAffiliations',
    affiliations: ['Harbor City University', 'Riverside University'],
  });
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Gold', style: 'Latin', eventDances: DANCES },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 8 }, (_, index) => ({
      lead: {
        name: `Maximilian Alexandrov-Montgomery ${index + 1}`,
        affiliation: 'Harbor City University',
      },
      follow: { name: `Anastasia Worthington ${index + 1}`, affiliation: 'Riverside University' },
      events: [EVENT],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: EVENT });
});

test('desktop: Follow live and the top bar’s Live come with a round on the floor and go when it is posted', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  const main = page.getByRole('main');
  const bar = page.getByTestId('top-bar');
  // Nothing on the floor yet, and the competition's days are a year away.
  await expect(main.getByRole('link', { name: 'Competition details' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Follow live' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);

  await command(request, { type: 'startRound', eventName: EVENT, roundNumber: SEMI });
  // The open page follows the change: no reload.
  await expect(main.getByRole('link', { name: 'Follow live' })).toHaveAttribute('href', livePath);
  await expect(bar.getByRole('link', { name: 'Live', exact: true })).toHaveAttribute(
    'href',
    livePath,
  );
  expect(await axeViolations(page)).toEqual([]);

  // /results offers the round to follow before anything is posted.
  await page.goto(resultsPath);
  const live = page.getByRole('link', { name: `Follow the Semi-Final live: ${EVENT}` });
  await expect(live).toHaveAttribute('href', liveRoundPath(SEMI));
  expect(await axeViolations(page)).toEqual([]);
  await live.click();
  await expect(page).toHaveURL(new RegExp(`${liveRoundPath(SEMI)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT);

  await page.goto(home);
  await expect(main.getByRole('link', { name: 'Follow live' })).toBeVisible();
  await markAndPost(request, SEMI);
  await expect(main.getByRole('link', { name: 'Follow live' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);
  await page.goto(resultsPath);
  await expect(page.getByRole('link', { name: EVENT, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Follow the .* live/ })).toHaveCount(0);
});

test('phone: the menu offers Live while the Final runs, and no longer once it is posted', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await command(request, { type: 'startRound', eventName: EVENT, roundNumber: FINAL });
  await page.goto(home);
  await expect(page.getByRole('main').getByRole('link', { name: 'Follow live' })).toBeVisible();
  const bar = page.getByTestId('top-bar');
  const menu = bar.getByRole('button', { name: /menu/i });
  await expect(bar.getByRole('link', { name: 'Live', exact: true })).toBeHidden();
  await menu.click();
  await bar.getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${livePath}$`));
  await expect(page.getByRole('region', { name: 'On the floor now' })).toContainText(
    `${EVENT} Final`,
  );

  await markAndPost(request, FINAL);
  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await menu.click();
  await expect(bar.getByRole('link', { name: 'Rules', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Follow live' })).toHaveCount(0);
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${label}: /results names the winners; the event's page opens on the Final and never scrolls sideways`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const view = await publicView(request);
    const placements = view.results[EVENT]!.rounds[FINAL]!.placements;
    const [winnerNumber] = Object.entries(placements).find(([, place]) => place === 1)!;
    const winner = Object.values(view.events[EVENT]!.entries).find(
      (entry) => entry.leadNumber === Number(winnerNumber),
    )!;

    await page.goto(resultsPath);
    const item = page
      .getByRole('list', { name: 'Events with results' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: EVENT, exact: true }) });
    await expect(item).toContainText(
      `1st: number ${winnerNumber} ${winner.leadName} & ${winner.followName}, ${winner.affiliation}`,
    );
    expect(winner.affiliation).not.toBe('');
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('link', { name: EVENT, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${eventResultsPath}$`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Final', 'Semi-Final']);
    const summary = page.getByRole('table', {
      name: 'Final summary: dance places, totals and result',
    });
    await expect(summary).toBeVisible();
    // The Final's result is the first thing below the heading, not below the Semi-Final.
    const semi = page.getByRole('table', { name: 'Semi-Final: recalls by judge and dance' });
    expect((await summary.boundingBox())!.y).toBeLessThan((await semi.boundingBox())!.y);
    expect(await pageScrollsSideways(page)).toBe(false);

    // The place column is on screen next to each number, however wide the table.
    const placeHeader = summary.getByRole('columnheader', { name: 'Place' });
    const box = (await placeHeader.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const winnerRow = summary
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: winnerNumber, exact: true }) });
    await expect(winnerRow.getByRole('cell').last()).toHaveText('1st');
    await expect(winnerRow.getByRole('cell').last()).toBeInViewport();
    if (label === 'phone') {
      // On a phone the table is wider than its box and scrolls inside it.
      const scroller = page.getByRole('region', {
        name: 'Final summary: dance places, totals and result',
      });
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
        true,
      );
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
