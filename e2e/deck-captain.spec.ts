import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { pageScrollsSideways, PHONE } from './support/devices';
import { ownCompetition } from './support/own-competition';
import { keepScreenshot } from './support/screenshots';

// A competition of our own, so its floor is only this test's. The same eight couples dance
// two events: the Waltz's Semi-Final (two heats) is on the floor, the Tango's comes later,
// so a check-in on the floor cascades to the Tango (cascadeCheckin is on by default).
const suffix = randomUUID().slice(0, 6);
const SLUG = `e2e-deck-${suffix}`;
const WALTZ = `Deck Waltz ${suffix}`;
const TANGO = `Deck Tango ${suffix}`;
const competition = ownCompetition({
  slug: SLUG,
  fullName: `Deck Open ${suffix}`,
  events: [WALTZ, TANGO].map((name) => ({ name, style: 'Standard', dances: ['Waltz'] })),
  couples: [
    {
      count: 8,
      lead: (n) => `Deck Lead ${n}`,
      follow: (n) => `Deck Follow ${n}`,
      events: [WALTZ, TANGO],
    },
  ],
});
const { command } = competition;
const deckPath = competition.at('/admin/deckcaptain');
const chairmanPath = competition.at('/admin/chairman');

/** The couple numbers of a heat as its toggles name them, in the order shown. */
async function numbersOf(heat: Locator): Promise<number[]> {
  const names = await heat.getByRole('listitem').getByRole('button').all();
  const numbers: number[] = [];
  for (const button of names) {
    const label = (await button.getAttribute('aria-label')) ?? '';
    const match = /^(\d+) /.exec(label);
    if (match) {
      numbers.push(Number(match[1]));
    }
  }
  return numbers;
}

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  await command(request, { type: 'updateRound', eventName: WALTZ, roundNumber: 2, numHeats: 2 });
  await command(request, { type: 'assignStartTimes' });
  // The MC calls the Waltz's first heat: the round is on the floor.
  await command(request, { type: 'callHeat', eventName: WALTZ, roundNumber: 2, heat: 1 });
  competition.grant(USERS.deckCaptain, USERS.chairman);
});

test('the deck captain checks couples in on a phone, lines up heats, adds a 9999 and scratches, and the chairman sees the floor live', async ({
  page,
  browser,
}, testInfo) => {
  // A whole walk with a second browser: it ran past the default 30 s budget on a
  // loaded two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page, USERS.deckCaptain);
  await page.goto(deckPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Deck captain' })).toBeVisible();

  // The round on the floor first, then the rounds to come in schedule order.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    `${WALTZ} Semi-Final`,
    `${WALTZ} Final`,
    `${TANGO} Semi-Final`,
    `${TANGO} Final`,
    'Notes to the MC',
  ]);
  const semi = page.getByRole('region', { name: `${WALTZ} Semi-Final`, exact: true });
  await expect(semi).toContainText('On the floor now · 8 couples, 2 heats');
  const tango = page.getByRole('region', { name: `${TANGO} Semi-Final`, exact: true });
  await expect(tango).toContainText(/\d\d:\d\d · 8 couples, 1 heat/);

  // Heat 1 is the one called; its couples in number order, none checked in yet.
  const heatOne = semi.getByRole('region', { name: 'Heat 1 — on the floor', exact: true });
  const heatTwo = semi.getByRole('region', { name: 'Heat 2', exact: true });
  await expect(heatOne).toContainText('0 of 4 checked in');
  const firstHeat = await numbersOf(heatOne);
  expect(firstHeat).toHaveLength(4);
  expect(firstHeat).toEqual([...firstHeat].sort((a, b) => a - b));

  // One tap checks a couple in; the count follows, and the Tango's round has them too.
  const number = firstHeat[0]!;
  const couple = heatOne.getByRole('button', { name: new RegExp(`^${number} Deck Lead`) });
  await expect(couple).toHaveAttribute('aria-pressed', 'false');
  await expect(couple).toContainText('Not checked in');
  await couple.click();
  await expect(couple).toHaveAttribute('aria-pressed', 'true');
  await expect(couple).toHaveAccessibleName(/— checked in$/);
  await expect(heatOne).toContainText('1 of 4 checked in');
  await expect(
    tango.getByRole('button', { name: new RegExp(`^${number} Deck Lead.* — checked in$`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(tango).toContainText('1 of 8 checked in');

  // Heat 1 lined up; the chairman's screen shows it, and the note, live.
  const ready = heatOne.getByRole('button', { name: 'Heat 1 ready', exact: true });
  await ready.click();
  await expect(ready).toHaveAttribute('aria-pressed', 'true');

  const chairmanContext = await browser.newContext();
  const chairman = await chairmanContext.newPage();
  await signIn(chairman, USERS.chairman);
  await chairman.goto(chairmanPath);
  const fromFloor = chairman.getByRole('region', { name: 'From the floor', exact: true });
  await expect(fromFloor.getByRole('list', { name: 'Heats lined up' })).toContainText(
    `Heat 1 ready — ${WALTZ} Semi-Final`,
  );
  await expect(fromFloor).toContainText('No notes from the floor.');

  const note = `${number + 100} missing, coming from the changing room`;
  await page.getByRole('textbox', { name: 'Note to the MC' }).fill(note);
  await page.getByRole('button', { name: 'Send note', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to the MC' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Note to the MC' })).toHaveValue('');
  const notesOnChairman = fromFloor.getByRole('list', { name: 'Notes from the floor' });
  await expect(notesOnChairman).toContainText(note);
  await expect(notesOnChairman).toContainText(`${WALTZ} Semi-Final · ${USERS.deckCaptain.name}`);
  await chairmanContext.close();

  // A placeholder 9999 joins heat 2 at its end; nobody moves.
  const secondHeat = await numbersOf(heatTwo);
  await heatTwo.getByRole('button', { name: 'Add late couple to heat 2', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a late couple to heat 2' });
  await dialog.getByRole('button', { name: 'Add placeholder 9999 to heat 2', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(heatTwo).toContainText('0 of 5 checked in');
  await expect.poll(() => numbersOf(heatTwo)).toEqual([...secondHeat, 9999]);
  await expect.poll(() => numbersOf(heatOne)).toEqual(firstHeat);

  // Scratching asks in the app's dialog first, then the couple leaves the heat.
  const gone = secondHeat[0]!;
  await heatTwo.getByRole('button', { name: `More for ${gone}`, exact: true }).click();
  await page.getByRole('menuitem', { name: `Scratch ${gone}…` }).click();
  const asked = await answerConfirm(page, { confirm: `Scratch couple ${gone}` });
  expect(asked).toContain(`Scratch couple ${gone} from ${WALTZ}?`);
  await expect(page.getByText(`Couple ${gone} is scratched from ${WALTZ}.`)).toBeVisible();
  await expect(semi.getByRole('button', { name: new RegExp(`^${gone} Deck Lead`) })).toHaveCount(0);
  await expect(semi).toContainText('On the floor now · 8 couples, 2 heats');
  await expect.poll(async () => (await numbersOf(heatTwo)).at(-1)).toBe(9999);

  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'deck-captain-phone', { fullPage: true });
});
