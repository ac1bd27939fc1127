import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, type TestUser } from './support/accounts';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { ownCompetition } from './support/own-competition';
import { coupleNumbers, openRound, submitCard, tabletFor } from './support/tablet';

// Issue 15's whole story on a competition of its own: five judges, a Semi-Final of nine
// marked by a panel of three (A, C, E) while B and D are off; every judge is asked for six
// couples, and the chairman recalls seven, the natural break just above.
const suffix = randomUUID().slice(0, 6);
const EVENT = `Panel Foxtrot ${suffix}`;
const DANCES = ['Waltz', 'Tango'] as const;
const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const PANEL = ['judge-a', 'judge-c', 'judge-e'];
const SEMI = `${EVENT} — Semi-Final`;
const competition = ownCompetition({
  slug: `e2e-panel-${suffix}`,
  fullName: `Panel Open ${suffix}`,
  judges: JUDGES,
  events: [{ name: EVENT, style: 'Standard', dances: DANCES }],
  couples: [
    {
      count: 9,
      lead: (n: number) => `Panel Lead ${n}`,
      follow: (n: number) => `Panel Follow ${n}`,
      events: [EVENT],
    },
  ],
});

async function signedIn(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await page.goto(competition.at(path));
  return page;
}

/** The Semi-Final's round number and its couples, ascending, from the public view. */
async function semiFinal(request: Parameters<typeof competition.publicView>[0]) {
  const view = await competition.publicView(request);
  const rounds = Object.values(view.events[EVENT]!.rounds);
  const semi = rounds.find((round) => round.roundName === 'Semi-Final')!;
  const final = rounds.find((round) => round.roundName === 'Final')!;
  const numbers = (round: typeof semi) =>
    Object.values(round.entries)
      .map((entry) => entry.leadNumber)
      .sort((a, b) => a - b);
  return { semi, final, couples: numbers(semi), finalCouples: numbers(final) };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  competition.grant(USERS.scrutineer, USERS.chairman);
});

test('a panel of three marks the Semi-Final while two judges are off; the chairman recalls the natural break above the number asked; the Final holds exactly those couples; the sheets show only the panel', async ({
  browser,
  request,
}) => {
  // Three tablets mark two dances each: about 25 s on this 2-core machine, more under load.
  test.setTimeout(120_000);
  const { semi, couples } = await semiFinal(request);
  expect(couples).toHaveLength(9);
  expect(semi.recallSize).toBe(6);
  await competition.command(request, {
    type: 'setRoundPanel',
    eventName: EVENT,
    roundNumber: semi.roundNumber,
    judgeKeys: PANEL,
  });
  await competition.command(request, {
    type: 'startRound',
    eventName: EVENT,
    roundNumber: semi.roundNumber,
  });

  // The chairman sees three judges' cards to wait for, not five.
  const chairman = await signedIn(browser, USERS.chairman, '/admin/chairman');
  const round = chairman.getByRole('region', { name: SEMI });
  await expect(round.getByText('0 of 6 cards in')).toBeVisible();

  // Everyone crosses the five lowest numbers; A and C add the sixth, E the seventh:
  // totals 6 ×5, 4, 2, 0, 0, so breaks at 5, 6 and 7 couples.
  const card = (judge: string) => [
    ...couples.slice(0, 5),
    judge === 'judge-e' ? couples[6]! : couples[5]!,
  ];
  for (const judge of PANEL) {
    const tablet = await tabletFor(browser, judge, competition.slug);
    await openRound(tablet, SEMI);
    expect(await coupleNumbers(tablet)).toEqual(couples);
    for (const dance of DANCES) {
      await submitCard(tablet, dance, card(judge));
    }
    await tablet.context().close();
  }
  await expect(round.getByText('6 of 6 cards in')).toBeVisible();

  // Asked for six, the chairman recalls seven: everyone with two marks or more.
  const seven = round.getByRole('radio', { name: 'Recall 7: everyone with 2 or more marks' });
  await expect(
    round.getByRole('radio', {
      name: 'Recall 6: everyone with 4 or more marks (the number asked)',
    }),
  ).toBeChecked();
  await seven.check();
  await round.getByRole('button', { name: 'Set recall to 7' }).click();
  await expect(round.getByText(/^Recall 7, chosen by you/)).toBeVisible();
  await expect(seven).toBeChecked();
  expect(await axeViolations(chairman)).toEqual([]);
  await round.getByRole('button', { name: 'Approve round' }).click();
  await expect(round.getByText('Approved', { exact: true })).toBeVisible();

  const scrutineer = await signedIn(
    browser,
    USERS.scrutineer,
    `/admin/scrutineer?round=${encodeURIComponent(semi.roundId)}&view=marks`,
  );
  await scrutineer.getByRole('button', { name: 'Post round' }).click();
  await answerConfirm(scrutineer, { confirm: 'Post round' });
  await expect(scrutineer.getByText(/^Posted at \d/)).toBeVisible();

  const after = await semiFinal(request);
  expect(after.finalCouples).toEqual(couples.slice(0, 7));

  // The published recall table: the panel's letters only, and the seven recalled.
  const results = await (await browser.newContext()).newPage();
  await results.goto(competition.at(`/results/${encodeURIComponent(EVENT)}`));
  await expect(
    results.getByText('7 couples recalled to the Final, with 2 marks or more.'),
  ).toBeVisible();
  const table = results.getByRole('table', { name: 'Semi-Final: recalls by judge and dance' });
  const letters = await table.locator('thead tr').nth(1).getByRole('columnheader').allInnerTexts();
  expect(letters.filter((text) => /^[A-Z]$/.test(text.trim())).map((text) => text.trim())).toEqual([
    'A',
    'C',
    'E',
    'A',
    'C',
    'E',
  ]);
});
