import { randomUUID } from 'node:crypto';
import { roundPanel } from '@floorcraft/domain';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command, DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { HALL } from './support/devices';
import { publicViewOf } from './support/realtime';
import { keepScreenshot } from './support/screenshots';

// The hall's big screen (/jumbotron) and its controller (/jumbotroncontroller), issue 14.
// An event of our own: eight couples, a Semi-Final recalling six, then the Final.
const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Big Screen Latin ${suffix}`;
const SEMI = 2;
const FINAL = 1;
/** How long the hall may wait for a posted result (the bar). */
const POSTED_WITHIN_MS = 2_000;

/** Starts a round, every judge of its panel submits `card` of the couples dancing it, and it is posted. */
async function danceAndPost(
  request: APIRequestContext,
  page: Page,
  roundNumber: number,
  card: (numbers: number[]) => number[],
): Promise<number[]> {
  const view = await publicViewOf(page);
  const numbers = Object.values(view.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
  if (view.events[EVENT]!.rounds[roundNumber]!.roundState !== 2) {
    await command(request, { type: 'startRound', eventName: EVENT, roundNumber });
  }
  // The round's panel: the demo's chairman of judges marks only where chosen.
  for (const judge of roundPanel(view, view.events[EVENT]!.rounds[roundNumber]!)) {
    await command(request, {
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber,
      judgeKey: judge.key,
      dance: 'Rumba',
      couples: card(numbers),
    });
  }
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber });
  return numbers;
}

/** A big screen as the hall has it: 1920×1080, its own browser. */
async function hallScreen(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: HALL })).newPage();
  await page.goto('/jumbotron');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** Nothing to scroll either way, and no cursor over the screen. */
async function expectFitsTheHall(page: Page): Promise<void> {
  const fit = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
    cursor: getComputedStyle(document.querySelector('[data-kind]')!).cursor,
  }));
  expect(fit.height).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.width).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.cursor).toBe('none');
}

const screenshot = (page: Page, testInfo: TestInfo, name: string) =>
  keepScreenshot(page, testInfo, name, { fullPage: true });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Gold', style: 'Latin', eventDances: ['Rumba'] },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 8 }, (_, index) => ({
      lead: { name: `Screen Lead ${index + 1}`, affiliation: 'Harbor City University' },
      follow: { name: `Screen Follow ${index + 1}`, affiliation: 'Riverside University' },
      events: [EVENT],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: EVENT });
  await command(request, { type: 'setBigScreen', mode: 'auto' });
});

test('the controller opens for anybody and says what it needs', async ({ page }) => {
  await page.goto('/jumbotroncontroller');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Big screen controller');
  const link = page.getByRole('link', { name: 'Sign in to control the big screen' });
  await expect(link).toHaveAttribute('href', '/login?redirect=%2Fjumbotroncontroller');
  await signIn(page, USERS.deckCaptain);
  await page.reload();
  await expect(page.getByText(/without a role that controls the big screen/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reveal next place' })).toHaveCount(0);
});

test('two hall screens follow auto, then the controller: recalls, floor, a final place by place, upcoming, welcome', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const screens = [await hallScreen(browser), await hallScreen(browser)];
  const [first, second] = screens as [Page, Page];

  // Auto: a round just posted shows its recalls on every screen within 2 s.
  const semi = await danceAndPost(request, first, SEMI, (numbers) => numbers.slice(0, 6));
  const recalled = semi.slice(0, 6).map(String);
  for (const screen of screens) {
    await expect(
      screen.getByRole('list', { name: 'Recalled couples' }).getByRole('listitem'),
    ).toHaveText(recalled, { timeout: POSTED_WITHIN_MS });
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(EVENT);
  }
  await expect(first.getByText('Recalled to the Final')).toBeVisible();
  await expectFitsTheHall(first);
  expect(await axeViolations(first)).toEqual([]);
  await screenshot(first, testInfo, 'big-screen-recalls');

  // The controller, signed in as the MC.
  const controller = await (await browser.newContext()).newPage();
  await signIn(controller, USERS.mc);
  await controller.goto('/jumbotroncontroller');
  const preview = controller.getByRole('region', { name: 'Preview of the big screen' });
  await expect(preview.getByRole('list', { name: 'Recalled couples' })).toBeVisible();
  await expect(controller.getByTestId('showing-now')).toHaveText(
    `Auto: the recalls of ${EVENT} Semi-Final`,
  );
  expect(await axeViolations(controller)).toEqual([]);

  // Floor: the heat the MC calls, with its dance and couples.
  await controller.getByRole('button', { name: 'Floor', exact: true }).click();
  await command(request, {
    type: 'callHeat',
    eventName: EVENT,
    roundNumber: FINAL,
    heat: 1,
    dance: 'Rumba',
  });
  for (const screen of screens) {
    await expect(screen.getByText('On the floor now')).toBeVisible();
    await expect(screen.getByText('Final · Rumba · Heat 1 of 1')).toBeVisible();
    await expect(
      screen.getByRole('list', { name: 'Couples on the floor' }).getByRole('listitem'),
    ).toHaveText(recalled);
  }
  await expectFitsTheHall(first);
  expect(await axeViolations(first)).toEqual([]);
  await screenshot(first, testInfo, 'big-screen-floor');

  // The Final is posted; the controller puts it up and reveals from last place.
  const finalists = await danceAndPost(request, first, FINAL, (numbers) => numbers);
  await controller.getByLabel('Posted round').selectOption({ label: `${EVENT} Final` });
  await controller.getByRole('button', { name: `Show the final of ${EVENT}` }).click();
  await expect(controller.getByText('0 of 6 shown')).toBeVisible();
  for (const screen of screens) {
    await expect(screen.getByText('The places in a moment…')).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Places' })).toHaveCount(0);
  }
  const reveal = controller.getByRole('button', { name: 'Reveal next place' });
  await reveal.click();
  await expect(controller.getByText('1 of 6 shown')).toBeVisible();
  for (const screen of screens) {
    await expect(screen.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText([
      new RegExp(`^6th\\s*${finalists[5]}\\s*Screen Lead`),
    ]);
  }
  await reveal.click();
  await expect(controller.getByText('2 of 6 shown')).toBeVisible();
  const lastTwo = [
    new RegExp(`^5th\\s*${finalists[4]}\\s*Screen Lead \\d & Screen Follow \\d Harbor City`),
    new RegExp(`^6th\\s*${finalists[5]}\\s*Screen Lead`),
  ];
  for (const screen of screens) {
    await expect(screen.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText(
      lastTwo,
    );
  }
  // A reloaded screen comes back where it was.
  await second.reload();
  await expect(second.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText(
    lastTwo,
  );
  await expectFitsTheHall(first);
  expect(await axeViolations(first)).toEqual([]);
  await screenshot(first, testInfo, 'big-screen-final');
  await screenshot(controller, testInfo, 'big-screen-controller');

  // Upcoming: the demo's next rounds with their times.
  await controller.getByRole('button', { name: 'Upcoming', exact: true }).click();
  for (const screen of screens) {
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Coming up');
    await expect(
      screen.getByRole('list', { name: 'Next rounds' }).getByRole('listitem').first(),
    ).toBeVisible();
  }
  await expectFitsTheHall(first);
  expect(await axeViolations(first)).toEqual([]);
  await screenshot(first, testInfo, 'big-screen-upcoming');

  // Welcome: the competition's name and the sponsors' words.
  await controller.getByLabel('Welcome text').fill('Thanks to Ballroom Shoes Ltd');
  await controller.getByRole('button', { name: 'Show welcome' }).click();
  for (const screen of screens) {
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(DEMO.fullName);
    await expect(screen.getByText('Thanks to Ballroom Shoes Ltd')).toBeVisible();
  }
  await expectFitsTheHall(first);
  expect(await axeViolations(first)).toEqual([]);
  await screenshot(first, testInfo, 'big-screen-welcome');

  // Back to auto: the final just posted, shown whole (nobody is there to reveal it).
  await controller.getByRole('button', { name: 'Back to auto' }).click();
  await expect(controller.getByTestId('showing-now')).toHaveText(
    `Auto: the final of ${EVENT}, 6 of 6 places shown`,
  );
  for (const screen of screens) {
    await expect(screen.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveCount(6);
  }
});
