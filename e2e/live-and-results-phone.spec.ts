import { randomUUID } from 'node:crypto';
import type { PublicView } from '@floorcraft/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DESKTOP, pageScrollsSideways, PHONE } from './support/devices';
import { ownCompetition, YEAR_AHEAD } from './support/own-competition';

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
const competition = ownCompetition({
  slug: SLUG,
  fullName: NAME,
  endDate: `${YEAR_AHEAD}-06-06`,
  judges: JUDGES,
  events: [{ name: EVENT, style: 'Latin', dances: DANCES }],
  couples: [
    {
      count: 8,
      lead: (n) => `Maximilian Alexandrov-Montgomery ${n}`,
      follow: (n) => `Anastasia Worthington ${n}`,
      events: [EVENT],
    },
  ],
});
const { at, command, everyJudgeMarks, publicView } = competition;

const home = at('');
const resultsPath = at('/results');
const eventResultsPath = `${resultsPath}/${encodeURIComponent(EVENT)}`;
const livePath = at('/live');
const liveRoundPath = (round: number) => `${livePath}/${encodeURIComponent(EVENT)}/${round}`;

const numbersIn = (view: PublicView, round: number) =>
  Object.values(view.events[EVENT]!.rounds[round]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);

/** Every judge's card for every dance: recalls (the six lowest) or places in number order. */
async function markAndPost(request: APIRequestContext, round: number) {
  const numbers = numbersIn(await publicView(request), round);
  await everyJudgeMarks(request, EVENT, round, round === SEMI ? numbers.slice(0, 6) : numbers);
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: round });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: round });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
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
