import { randomUUID } from 'node:crypto';
import { splitIntoHeats } from '@floorcraft/domain';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, type TestUser } from './support/accounts';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { DESKTOP, HALL, PHONE, TABLET } from './support/devices';
import { ownCompetition } from './support/own-competition';
import { middayZone, venueTime } from './support/venue-clock';
import { keepScreenshot } from './support/screenshots';

// The competition floor on the real server, one browser per person (issue 14): the deck
// captain on a phone, the MC on a tablet, the scrutineer, the owner's dashboard, the big
// screen at 1920×1080 and its controller. A competition of our own, so the next rounds the
// deck captain lines up are ours and no other test's rounds are on its floor.
const suffix = randomUUID().slice(0, 6);
const SLUG = `e2e-floor-${suffix}`;
const NAME = `Floor Open ${suffix}`;
const EVENT = `E2E Floor Latin ${suffix}`;
const DANCES = ['ChaCha', 'Rumba'];
const JUDGES = ['judge-a', 'judge-b', 'judge-c'];
const SEMI = 2;
const FINAL = 1;
/** How far behind its plan the Semi-Final starts. */
const LATE_MINUTES = 20;

const SEMI_LABEL = `${EVENT} Semi-Final`;

/** A round's heats as the heat sheets split them: couple numbers in number order. */
async function heatsOf(request: APIRequestContext, round: number): Promise<number[][]> {
  const view = await publicView(request);
  const { entries, numHeats } = view.events[EVENT]!.rounds[round]!;
  return splitIntoHeats(Object.values(entries), numHeats).map((heat) =>
    heat.map((entry) => entry.leadNumber),
  );
}

/** Every judge's card for every dance: the six lowest recalled, or the final in number order. */
async function judgesMark(request: APIRequestContext, round: number) {
  const numbers = (await heatsOf(request, round)).flat().sort((a, b) => a - b);
  await everyJudgeMarks(request, EVENT, round, round === SEMI ? numbers.slice(0, 6) : numbers);
  return numbers;
}

/** The venue is where it is near midday now, so the plan twenty minutes back is today's. */
const ZONE = middayZone();

/** A planned start `minutes` from now on the venue's clock, as the schedule writes it. */
function plannedIn(minutes: number): string {
  return venueTime(ZONE, Date.now() + minutes * 60_000);
}

/** When the Semi-Final was planned to start (to the minute, as the schedule keeps it). */
let semiPlannedMs = 0;

/**
 * The dashboard's drift once the Semi-Final started between two moments: its
 * real start minus its plan, in whole minutes, as a pattern allowing either
 * side's rounding. The walk to the MC's Start takes a minute idle and more on
 * a loaded machine, and every minute of it is a minute more behind.
 */
function behindScheduleBetween(clickedAt: number, shownAt: number): RegExp {
  const fewest = Math.floor((clickedAt - semiPlannedMs) / 60_000) - 1;
  const most = Math.ceil((shownAt - semiPlannedMs) / 60_000) + 1;
  const minutes = Array.from({ length: most - fewest + 1 }, (_, index) => fewest + index);
  return new RegExp(`\\b(${minutes.join('|')}) min behind schedule`);
}

const competition = ownCompetition({
  slug: SLUG,
  fullName: NAME,
  startDate: plannedIn(0).slice(0, 10),
  timeZone: ZONE,
  primaryColor: '#7c2d12',
  judges: JUDGES,
  events: [{ name: EVENT, style: 'Latin', dances: DANCES }],
  couples: [
    { count: 8, lead: (n) => `Leo Lead ${n}`, follow: (n) => `Fay Follow ${n}`, events: [EVENT] },
  ],
});
const { at, command, everyJudgeMarks, publicView } = competition;

/** A browser of its own for one person, at the size of the device they hold. */
async function personAt(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  user?: TestUser,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (user) {
    await signIn(page, user);
  }
  await page.goto(at(path));
  return page;
}

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  // Two heats, and a plan that had the Semi-Final on the floor twenty minutes ago.
  semiPlannedMs = Math.floor((Date.now() - LATE_MINUTES * 60_000) / 60_000) * 60_000;
  await command(request, {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: SEMI,
    numHeats: 2,
    roundStartTime: venueTime(ZONE, semiPlannedMs),
  });
  await command(request, {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: FINAL,
    roundStartTime: plannedIn(-LATE_MINUTES + 30),
  });
  competition.grant(USERS.owner, USERS.mc, USERS.scrutineer, USERS.deckCaptain);
});

test('the floor: deck captain, MC, judges, scrutineer, big screen and its controller, the dashboard', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const [heat1, heat2] = await heatsOf(request, SEMI);
  expect(heat1!.length + heat2!.length).toBe(8);

  // Everybody opens their screen before the round starts: what follows arrives live.
  const deck = await personAt(browser, PHONE, '/admin/deckcaptain', USERS.deckCaptain);
  const mc = await personAt(browser, TABLET, '/admin/mc', USERS.mc);
  const hall = await personAt(browser, HALL, '/jumbotron');
  const owner = await personAt(browser, DESKTOP, '/admin', USERS.owner);

  // The deck captain (phone) checks in heat 1 but its last couple, marks it ready and tells
  // the MC who is missing.
  const semi = deck.getByRole('region', { name: SEMI_LABEL });
  const firstHeat = semi.getByRole('region', { name: /^Heat 1\b/ });
  await expect(firstHeat.getByText(`0 of ${heat1!.length} checked in`)).toBeVisible();
  const missing = heat1!.at(-1)!;
  // Only the heat's couple buttons, each by its whole name ("12 Names, School — checked in"):
  // the name says the state, so a locator finds one button in one state.
  const couples = firstHeat.getByRole('list', { name: 'Couples in heat 1' });
  const coupleButton = (number: number, state: 'checked in' | 'not checked in') =>
    couples.getByRole('button', { name: new RegExp(`^${number} .*, .* — ${state}$`) });
  for (const number of heat1!.slice(0, -1)) {
    await coupleButton(number, 'not checked in').click();
    await expect(coupleButton(number, 'checked in')).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(
    firstHeat.getByText(`${heat1!.length - 1} of ${heat1!.length} checked in`),
  ).toBeVisible();
  await expect(coupleButton(missing, 'not checked in')).toHaveAttribute('aria-pressed', 'false');
  await firstHeat.getByRole('button', { name: 'Heat 1 ready' }).click();
  await expect(firstHeat.getByRole('button', { name: 'Heat 1 ready' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const note = `${missing} missing, coming from the changing room`;
  await deck.getByRole('textbox', { name: 'Note to the MC' }).fill(note);
  await deck.getByRole('button', { name: 'Send note' }).click();
  await expect(deck.getByText(note)).toBeVisible();
  expect(
    await deck.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth),
  ).toBe(false);
  expect(await axeViolations(deck)).toEqual([]);
  await keepScreenshot(deck, testInfo, 'floor-deck-captain-phone');

  // The MC (tablet) sees the note and the heat lined up without a reload, and starts the round.
  await expect(mc.getByText(note)).toBeVisible();
  await expect(mc.getByText(/lined up: heat 1/)).toBeVisible();
  const clickedAt = Date.now();
  await mc.getByRole('button', { name: `Start ${SEMI_LABEL}` }).click();
  const floorNow = mc.getByRole('region', { name: /on the floor/i });
  await expect(floorNow.getByText(/Heat 1 of 2/)).toBeVisible();
  const shownAt = Date.now();
  await expect(floorNow.getByRole('list', { name: 'Couples in heat 1' })).toContainText(
    String(heat1![0]),
  );
  expect(await axeViolations(mc)).toEqual([]);
  await keepScreenshot(mc, testInfo, 'floor-mc-tablet');

  // The round started twenty minutes (and the walk's time) after its plan: the owner's
  // dashboard says so.
  await expect(owner.getByText(behindScheduleBetween(clickedAt, shownAt)).first()).toBeVisible();
  expect(await axeViolations(owner)).toEqual([]);
  await keepScreenshot(owner, testInfo, 'floor-dashboard');

  // Judges mark, the chairman approves; the scrutineer posts with the app's own dialog.
  await judgesMark(request, SEMI);
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: SEMI });
  const scrutineer = await personAt(
    browser,
    DESKTOP,
    `/admin/scrutineer?round=${encodeURIComponent(`${EVENT}-R${SEMI}`)}&view=marks`,
    USERS.scrutineer,
  );
  await scrutineer.getByRole('button', { name: 'Post round' }).click();
  await answerConfirm(scrutineer, { confirm: 'Post round' });

  // The big screen, in auto mode, shows the recalls without a reload (how soon is measured by
  // bench/live-spectators.ts, post to every spectator holding the result).
  await expect(hall.getByText('Recalled to the Final')).toBeVisible();
  const recalled = (await publicView(request)).results[EVENT]!.rounds[SEMI]!.recalled!;
  await expect(hall.getByRole('list', { name: 'Recalled couples' })).toContainText(
    String(recalled[0]),
  );
  await keepScreenshot(hall, testInfo, 'floor-big-screen-recalls');

  // The Final is danced and posted; the controller puts it on the screen and reveals it.
  await command(request, { type: 'startRound', eventName: EVENT, roundNumber: FINAL });
  const finalists = await judgesMark(request, FINAL);
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: FINAL });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: FINAL });
  const controller = await personAt(browser, DESKTOP, '/jumbotroncontroller', USERS.mc);
  await controller.getByLabel('Posted round').selectOption(`${EVENT}-R${FINAL}`);
  await controller.getByRole('button', { name: `Show the final of ${EVENT}` }).click();
  await expect(hall.getByText('The places in a moment…')).toBeVisible();
  const places = hall.getByRole('list', { name: 'Places' });
  // Numbered in order by every judge, the last finalist is 6th and is revealed first.
  await controller.getByRole('button', { name: 'Reveal next place' }).click();
  await expect(places.getByRole('listitem')).toHaveCount(1);
  await expect(places).toContainText(new RegExp(`^6th\\s*${finalists.at(-1)!}\\D`));
  await controller.getByRole('button', { name: 'Reveal next place' }).click();
  await expect(places.getByRole('listitem')).toHaveCount(2);
  await expect(places).toContainText(new RegExp(`5th\\s*${finalists.at(-2)!}\\D`));
  await expect(controller.getByText('2 of 6 shown')).toBeVisible();
  expect(await axeViolations(controller)).toEqual([]);
  await keepScreenshot(controller, testInfo, 'floor-controller');
  await keepScreenshot(hall, testInfo, 'floor-big-screen-final');

  // A reloaded big screen comes back where it was: the same final, the same two places.
  await hall.reload();
  await expect(hall.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveCount(2);
  await expect(hall.getByRole('list', { name: 'Places' })).toContainText(
    new RegExp(`5th\\s*${finalists.at(-2)!}\\D`),
  );
  expect(await axeViolations(hall)).toEqual([]);
});
