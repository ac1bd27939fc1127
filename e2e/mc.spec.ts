import { randomUUID } from 'node:crypto';
import type { PublicView } from '@floorcraft/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { pageScrollsSideways, PHONE, TABLET } from './support/devices';
import { ownCompetition } from './support/own-competition';
import { keepScreenshot } from './support/screenshots';

// A competition of our own, so its floor, schedule and results are only this test's:
// Ballroom A is danced and posted (a Semi-Final recalling 6, then the Final);
// Ballroom B (two heats) is the next round on the schedule, for the MC to call.
const suffix = randomUUID().slice(0, 6);
const SLUG = `e2e-mc-${suffix}`;
const POSTED = `MC Waltz ${suffix}`;
const NEXT = `MC Tango ${suffix}`;
const DANCES = ['Waltz', 'Tango'];
const JUDGES = ['judge-a', 'judge-b', 'judge-c'];
const competition = ownCompetition({
  slug: SLUG,
  fullName: `MC Open ${suffix}`,
  judges: JUDGES,
  events: [POSTED, NEXT].map((name) => ({ name, style: 'Standard', dances: DANCES })),
  couples: [POSTED, NEXT].map((event) => ({
    count: 8,
    lead: (n: number) => `${event} Lead ${n}`,
    follow: (n: number) => `${event} Follow ${n}`,
    events: [event],
  })),
});
const { command, everyJudgeMarks, publicView } = competition;
const mcPath = competition.at('/admin/mc');

const numbersIn = (view: PublicView, event: string, round: number) =>
  Object.values(view.events[event]!.rounds[round]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);

/** Every judge's card: the Semi-Final recalls the six highest numbers, the Final places by number. */
async function markAndPost(request: APIRequestContext, round: number): Promise<number[]> {
  const numbers = numbersIn(await publicView(request), POSTED, round);
  const card = round === 2 ? numbers.slice(-6).reverse() : numbers;
  await command(request, { type: 'startRound', eventName: POSTED, roundNumber: round });
  await everyJudgeMarks(request, POSTED, round, card);
  await command(request, { type: 'approveRound', eventName: POSTED, roundNumber: round });
  await command(request, { type: 'postRound', eventName: POSTED, roundNumber: round });
  return card;
}

test.describe.configure({ mode: 'serial' });

let recalled: number[] = [];

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  await command(request, { type: 'updateRound', eventName: NEXT, roundNumber: 2, numHeats: 2 });
  await command(request, { type: 'assignStartTimes' });
  recalled = await markAndPost(request, 2);
  await markAndPost(request, 1);
  competition.grant(USERS.mc);
});

test('the MC reads the posted recalls ascending and the final from last to 1st, calls heats, and gets the deck captain’s note live', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  await signIn(page, USERS.mc);
  await page.goto(mcPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Master of ceremonies' })).toBeVisible();

  // To announce: the newest first, so the Final above the Semi-Final's recalls.
  const announce = page.getByRole('region', { name: 'To announce' });
  await expect(announce.getByRole('heading', { level: 3 })).toHaveText([
    `${POSTED} Final`,
    `${POSTED} Semi-Final`,
  ]);
  const ascending = [...recalled].sort((a, b) => a - b);
  await expect(announce).toContainText(`Recalled to the Final: ${ascending.join(', ')}`);
  const finalists = numbersIn(await publicView(request), POSTED, 1);
  // The Final placed the couples by number: read out from 6th (the highest number) to 1st.
  const places = announce.getByRole('list', { name: `${POSTED} Final places, last to 1st` });
  await expect(places.getByRole('listitem')).toHaveCount(6);
  await expect(places.getByRole('listitem').first()).toContainText(`6th${finalists.at(-1)!}`);
  await expect(places.getByRole('listitem').last()).toContainText(`1st${finalists[0]!}`);
  await expect(places.getByRole('listitem').last()).toContainText(
    'Harbor City University / Riverside University',
  );
  const awards = page.getByRole('region', { name: 'Awards ceremony' });
  await expect(awards.getByRole('heading', { level: 3 })).toHaveText([POSTED]);

  // Nothing on the floor: the MC starts the next round by calling its first heat.
  const floor = page.getByRole('region', { name: 'Now on the floor' });
  await expect(floor).toContainText('Nothing is on the floor');
  const next = page.getByRole('region', { name: 'Next' });
  await expect(next.getByRole('listitem').first()).toContainText(`${NEXT} Semi-Final`);
  await expect(next.getByRole('listitem').first()).toContainText(/\d\d:\d\d/);
  await next.getByRole('button', { name: `Start ${NEXT} Semi-Final`, exact: true }).click();
  await expect(floor.getByText(`${NEXT} Semi-Final`, { exact: true })).toBeVisible();
  await expect(floor).toContainText('Waltz · Heat 1 of 2');
  const semi = (await publicView(request)).events[NEXT]!.rounds[2]!;
  expect(semi.roundState).toBe(2); // Running
  expect(semi.roundActualStartTime).not.toBe('');
  const heatOne = floor.getByRole('list', { name: 'Couples in heat 1' }).getByRole('listitem');
  await expect(heatOne).toHaveCount(4);

  // The next call in order: heat 2 of the same dance; the start time stays.
  await floor.getByRole('button', { name: 'Next: call heat 2, Waltz', exact: true }).click();
  await expect(floor).toContainText('Waltz · Heat 2 of 2');
  await expect(
    floor.getByRole('button', { name: 'Next: call heat 1, Tango', exact: true }),
  ).toBeVisible();
  expect((await publicView(request)).events[NEXT]!.rounds[2]!.roundActualStartTime).toBe(
    semi.roundActualStartTime,
  );

  // The deck captain's note arrives without a reload; the MC clears it.
  const deck = page.getByRole('region', { name: 'From the deck captain' });
  await expect(deck).toContainText('No notes from the floor.');
  const text = `Number 134 still changing: two minutes (${suffix})`;
  await command(request, { type: 'sendFloorNote', text, eventName: NEXT, roundNumber: 2 });
  await expect(deck.getByRole('list', { name: 'Notes from the floor' })).toContainText(text);
  await expect(deck).toContainText(`${NEXT} Semi-Final`);

  expect(await axeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'mc-tablet', { fullPage: true });

  await deck.getByRole('button', { name: `Clear the note: ${text}`, exact: true }).click();
  await expect(deck).toContainText('No notes from the floor.');

  // Portrait tablet and phone: large type, no sideways scroll.
  for (const size of [{ width: 768, height: 1024 }, PHONE]) {
    await page.setViewportSize(size);
    await expect(floor).toContainText('Waltz · Heat 2 of 2');
    expect(await pageScrollsSideways(page), `${size.width}px scrolls sideways`).toBe(false);
  }
  await keepScreenshot(page, testInfo, 'mc-phone', { fullPage: true });
});
