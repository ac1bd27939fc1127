import { randomUUID } from 'node:crypto';
import { roundPanel } from '@floorcraft/domain';
import { describePlace, placeFinal, type FinalDanceMarks } from '@floorcraft/skating';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';
import { publicViewOf } from './support/realtime';

// An event of our own, so the demo's rounds and the other tests do not matter.
// Eight couples: a Semi-Final that recalls 6, then the Final.
const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Results Latin ${suffix}`;
const DANCES = ['ChaCha', 'Rumba'];
const SEMI = 2;
const FINAL = 1;

/** What the tests need of the round: its panel's keys (never the demo's chairman) and its numbers. */
async function roundFacts(page: Page, roundNumber: number) {
  const view = await publicViewOf(page);
  const round = view.events[EVENT]!.rounds[roundNumber]!;
  const judges = roundPanel(view, round).map((judge) => judge.key);
  const numbers = Object.values(view.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
  return { judges, numbers };
}

/** Every judge's card for every dance; `card` gives the numbers (recalled, or in placing order). */
async function submitCards(
  request: APIRequestContext,
  roundNumber: number,
  judges: string[],
  card: (judgeIndex: number, dance: string) => number[],
) {
  for (const [index, judgeKey] of judges.entries()) {
    for (const dance of DANCES) {
      await command(request, {
        type: 'submitMarks',
        eventName: EVENT,
        roundNumber,
        judgeKey,
        dance,
        couples: card(index, dance),
      });
    }
  }
}

/** Marks the page, so a later check can prove it was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { kept: string }).kept = 'no reload'));
const pageKept = (page: Page) => page.evaluate(() => (window as unknown as { kept?: string }).kept);

const resultsPath = `/results/${encodeURIComponent(EVENT)}`;
const livePath = (round: number) => `/live/${encodeURIComponent(EVENT)}/${round}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Gold', style: 'Latin', eventDances: DANCES },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 8 }, (_, index) => ({
      lead: { name: `Result Lead ${index + 1} ${suffix}`, affiliation: 'Harbor City University' },
      follow: { name: `Result Follow ${index + 1} ${suffix}`, affiliation: 'Riverside University' },
      events: [EVENT],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: EVENT });
  // The demo day publishes results; said again here so this file stands alone.
  await command(request, { type: 'updateMetadata', patch: { resultsPageShown: true } });
});

let semiNumbers: number[] = [];
let panelSize = 0;

test('spectators on /live and the round screen see the recalls within 2 s of posting, without reload', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/live');
  const onFloor = page.getByRole('region', { name: 'On the floor now' });
  await expect(onFloor).toBeVisible();
  const screen = await context.newPage();
  await screen.goto(livePath(SEMI));
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(EVENT);
  await expect(screen.getByText('Not danced yet')).toBeVisible();

  await command(request, { type: 'startRound', eventName: EVENT, roundNumber: SEMI });
  await expect(onFloor.getByRole('heading', { name: `${EVENT} Semi-Final` })).toBeVisible();
  await expect(screen.getByText('On the floor now: results soon')).toBeVisible();

  const { judges, numbers } = await roundFacts(page, SEMI);
  semiNumbers = numbers;
  panelSize = judges.length;
  // Every judge but the last recalls the six lowest numbers; the last swaps the sixth for the seventh.
  const last = judges.length - 1;
  await submitCards(request, SEMI, judges, (judge) =>
    judge < last ? numbers.slice(0, 6) : [...numbers.slice(0, 5), numbers[6]!],
  );
  await expect(screen.getByText('Marks are in: results soon')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results coming' })).toContainText(
    `${EVENT} Semi-Final`,
  );
  await markPage(page);
  await markPage(screen);

  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: SEMI });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: SEMI });
  const recalled = numbers.slice(0, 6).map(String);
  await expect(
    screen.getByRole('list', { name: 'Recalled couples' }).getByRole('listitem'),
  ).toHaveText(recalled, { timeout: 2000 });
  await expect(
    page.getByRole('list', { name: `Recalled from the ${EVENT} Semi-Final` }).getByRole('listitem'),
  ).toHaveText(recalled, { timeout: 2000 });
  expect(await pageKept(page)).toBe('no reload');
  expect(await pageKept(screen)).toBe('no reload');
  await expect(screen.getByText('Semi-Final: recalled to the Final')).toBeVisible();
});

test('the event’s results page shows the recall table with every judge’s marks', async ({
  page,
}) => {
  await page.goto('/results');
  await page.getByRole('link', { name: EVENT }).click();
  await expect(page).toHaveURL(new RegExp(`${resultsPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT);
  const table = page.getByRole('table', { name: 'Semi-Final: recalls by judge and dance' });
  await expect(table).toBeVisible();
  const row = (number: number) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(number), exact: true }) });
  // The sixth couple: recalled by every judge but the last in both dances.
  const sixth = row(semiNumbers[5]!);
  await expect(sixth).toContainText('Recalled');
  await expect(sixth.getByRole('cell', { name: 'X', exact: true })).toHaveCount(
    (panelSize - 1) * DANCES.length,
  );
  await expect(row(semiNumbers[6]!)).toContainText('7th');
  await expect(row(semiNumbers[7]!)).toContainText('8th');
  await expect(row(semiNumbers[0]!)).toContainText(
    `Result Lead 1 ${suffix} & Result Follow 1 ${suffix}`,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Recalled' })).toHaveCount(6);
  // The round's tamper-evident mark record (issue 15): printed short, the whole hash in its title.
  const semi = page.getByRole('region', { name: 'Semi-Final', exact: true });
  await expect(semi.getByText(/^Mark record: [0-9a-f]{16}…$/)).toBeVisible();
  await expect(semi.locator('code')).toHaveAttribute('title', /^[0-9a-f]{64}$/);
});

/**
 * Final cards: in the ChaCha every judge places the couples in number order;
 * in the Rumba the first three judges reverse the top three, so three couples
 * tie on totals and Rules 10 and 11 decide.
 */
const finalCard = (finalists: number[]) => (judge: number, dance: string) =>
  dance === 'Rumba' && judge < 3
    ? [finalists[2]!, finalists[1]!, finalists[0]!, ...finalists.slice(3)]
    : finalists;

test('after the Final is posted, the places are the skating library’s, each with why', async ({
  page,
  context,
  request,
}) => {
  const screen = await context.newPage();
  await screen.goto(livePath(FINAL));
  await command(request, { type: 'startRound', eventName: EVENT, roundNumber: FINAL });
  const { judges, numbers: finalists } = await roundFacts(screen, FINAL);
  expect(finalists).toEqual(semiNumbers.slice(0, 6));
  const card = finalCard(finalists);
  await submitCards(request, FINAL, judges, card);
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: FINAL });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: FINAL });

  // The same cards through the skating library, here in the test.
  const expected = placeFinal({
    judges,
    dances: DANCES,
    couples: finalists.map(String),
    marks: Object.fromEntries(
      DANCES.map((dance): [string, FinalDanceMarks] => [
        dance,
        Object.fromEntries(
          judges.map((judge, index) => [
            judge,
            Object.fromEntries(
              card(index, dance).map((number, place) => [String(number), place + 1]),
            ),
          ]),
        ),
      ]),
    ),
  });
  const allPlaces = Object.values(expected.overall);
  const byPlace = Object.entries(expected.overall).sort(
    ([a, placeA], [b, placeB]) => placeA - placeB || Number(a) - Number(b),
  );

  // The big screen shows the places the moment the Final is posted.
  await expect(screen.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText(
    byPlace.map(
      ([number, place]) =>
        new RegExp(
          `^${describePlace(place, allPlaces.filter((p) => p === place).length).replace(/[()]/g, '\\$&')}\\s*${number}`,
        ),
    ),
    { timeout: 2000 },
  );

  await page.goto(resultsPath);
  const summary = page.getByRole('table', {
    name: 'Final summary: dance places, totals and result',
  });
  // The results page's first load: seconds on a loaded machine.
  await expect(summary, 'the results page, loaded').toBeVisible({ timeout: 20_000 });
  for (const [number, place] of byPlace) {
    const row = summary
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
    await expect(row.getByRole('cell').last()).toHaveText(
      describePlace(place, allPlaces.filter((other) => other === place).length),
    );
  }
  const reasons = page.getByRole('list', { name: 'Why each place' });
  for (const explanation of expected.explanations) {
    await expect(reasons).toContainText(explanation.sentence);
  }
  expect(expected.rule10.length).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: /^Rule 10 for/ }).first()).toBeVisible();
  for (const dance of DANCES) {
    await expect(page.getByRole('table', { name: `${dance}: marks and places` })).toBeVisible();
  }
});

test('staff refresh every open live screen; the settings shape what spectators see', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/live');
  await expect(page.getByRole('region', { name: 'Next' })).toBeVisible();
  // Spectators are not offered the refresh.
  await expect(page.getByRole('button', { name: 'Refresh all live screens' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, USERS.owner);
  await staff.goto('/live');
  await staff.getByRole('button', { name: 'Refresh all live screens' }).click();
  await expect(page.getByText(/^Refreshed by the organisers at/)).toBeVisible();
  // Scrolled back to what is on the floor.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('[aria-labelledby="live-now"]')!.getBoundingClientRect().top,
      ),
    )
    .toBeLessThan(100);
  await staff.context().close();

  await command(request, {
    type: 'updateSettings',
    patch: { hideLiveSchedule: true, showScheduleIndex: true, hideLevelIcons: true },
  });
  try {
    await expect(page.getByRole('region', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /level$/ })).toHaveCount(0);
  } finally {
    await command(request, {
      type: 'updateSettings',
      patch: { hideLiveSchedule: false, showScheduleIndex: false, hideLevelIcons: false },
    });
  }
  await expect(page.getByRole('region', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('img', { name: /level$/ }).first()).toBeVisible();
});

test('a phone opening /live downloads its page with the view inlined, compressed, and its socket then carries only changes', async ({
  page,
}) => {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
  );
  // ADR 044: the page's view comes inlined in its first HTML, no longer as a separate download.
  const response = (await page.goto('/live'))!;
  expect(response.status()).toBe(200);
  expect(['br', 'gzip']).toContain(await response.headerValue('content-encoding'));
  expect(await response.text()).toContain('<script type="application/json" id="floorcraft-page">');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => frames.some((frame) => frame.includes('"type":"synced"'))).toBe(true);
  expect(frames.filter((frame) => frame.includes('"type":"snapshot"'))).toEqual([]);
});
