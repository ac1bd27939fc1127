import { randomUUID } from 'node:crypto';
import {
  describePlace,
  placeFinal,
  tallyRecalls,
  type FinalDanceMarks,
  type RecallMarks,
} from '@floorcraft/skating';
import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';
import { coupleNumbers, openRound, submitCard, tabletFor } from './support/tablet';
import { answerConfirm } from './support/confirm';

// A whole event on the real server, the way the day runs it: five judges on
// five tablets, the chairman, the scrutineer and a spectator, each in a
// browser of their own. Our own event, so the demo and other tests do not matter.
const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Championship Latin ${suffix}`;
const DANCES = ['ChaCha', 'Rumba'];
const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const SEMI = 2;
const FINAL = 1;
/** How long a spectator may wait for a posted result (the issue's bar). */
const POSTED_WITHIN_MS = 2_000;

/**
 * Semi-Final cards: every judge recalls the five best couples and one of the
 * next two, so those two tie on the cut (5 marks each): the chairman decides.
 */
const semiCard = (couples: number[]) => (judge: number, dance: number) => [
  ...couples.slice(0, 5),
  couples[(judge + dance) % 2 === 0 ? 5 : 6]!,
];

/** Final cards: the Rumba's first three judges reverse the top three, so Rules 10–11 work. */
const finalCard = (finalists: number[]) => (judge: number, dance: number) =>
  dance === 1 && judge < 3
    ? [finalists[2]!, finalists[1]!, finalists[0]!, ...finalists.slice(3)]
    : finalists;

/** Marks the page's window, so a later check can tell it was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(
    () => ((window as unknown as { floorcraftMark?: string }).floorcraftMark = 'no reload'),
  );
const kept = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { floorcraftMark?: string }).floorcraftMark ?? 'reloaded',
  );

async function signedInPage(page: Page, user: (typeof USERS)[keyof typeof USERS], path: string) {
  await signIn(page, user);
  await page.goto(path);
  return page;
}

/** Every tablet marks every dance of the round on its screen. */
async function markOnTablets(
  tablets: Page[],
  title: string,
  card: (judge: number, dance: number) => number[],
) {
  await Promise.all(
    tablets.map(async (tablet, judge) => {
      await openRound(tablet, title);
      for (const [index, dance] of DANCES.entries()) {
        await submitCard(tablet, dance, card(judge, index));
      }
    }),
  );
}

test('a whole event: five tablets, the chairman, the scrutineer and a spectator', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Championship', style: 'Latin', eventDances: DANCES },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 10 }, (_, index) => ({
      lead: { name: `Whole Lead ${index + 1} ${suffix}`, affiliation: 'Harbor City University' },
      follow: { name: `Whole Follow ${index + 1} ${suffix}`, affiliation: 'Riverside University' },
      events: [EVENT],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: EVENT });

  const newPage = async () => (await browser.newContext()).newPage();
  const scrutineer = await signedInPage(
    await newPage(),
    USERS.scrutineer,
    `/admin/scrutineer?round=${encodeURIComponent(`${EVENT}-R${SEMI}`)}`,
  );
  const chairman = await signedInPage(await newPage(), USERS.chairman, '/admin/chairman');
  const spectator = await newPage();
  const livePath = (round: number) => `/live/${encodeURIComponent(EVENT)}/${round}`;
  await spectator.goto(livePath(SEMI));
  await expect(spectator.getByRole('heading', { level: 1 })).toHaveText(EVENT);
  await markPage(spectator);
  // Linked one after another, as a scrutineer hands them out: five cold loads of the app at
  // once on two cores only measured the test machine. The marking below is in parallel.
  const tablets: Page[] = [];
  for (const judge of JUDGES) {
    tablets.push(await tabletFor(browser, judge));
  }

  // 1. The scrutineer starts the Semi-Final; the five judges mark it.
  await scrutineer.getByRole('button', { name: 'Start round' }).click();
  const couples = await (async () => {
    await openRound(tablets[0]!, `${EVENT} — Semi-Final`);
    return coupleNumbers(tablets[0]!);
  })();
  expect(couples).toHaveLength(10);
  await markOnTablets(tablets, `${EVENT} — Semi-Final`, semiCard(couples));

  // 2. The chairman sees every card in, and the tie on the cut: recall fewer, then approve.
  const semi = chairman.getByRole('region', { name: `${EVENT} — Semi-Final` });
  await expect(semi.getByText('10 of 10 cards in')).toBeVisible();
  await semi.getByRole('button', { name: 'Recall 5' }).click();
  await expect(semi.getByText(/^Recall 5, chosen by you/)).toBeVisible();
  await semi.getByRole('button', { name: 'Approve round' }).click();
  await expect(semi.getByText('Approved', { exact: true })).toBeVisible();

  // The skating library on the same cards: who is certainly through above the tie.
  const recallMarks: RecallMarks = Object.fromEntries(
    DANCES.map((dance, index) => [
      dance,
      Object.fromEntries(
        JUDGES.map((judge, judgeIndex) => [
          judge,
          semiCard(couples)(judgeIndex, index).map(String),
        ]),
      ),
    ]),
  );
  const tally = tallyRecalls({
    judges: JUDGES,
    dances: DANCES,
    couples: couples.map(String),
    marks: recallMarks,
    recall: 6,
  });
  expect(tally.tie).toMatchObject({ fewer: 5, more: 7 });
  const recalled = tally.certain.map(Number).sort((a, b) => a - b);

  // 3. The scrutineer posts; the spectator's screen shows the recall without reload.
  await scrutineer.getByRole('button', { name: 'Post round' }).click();
  await answerConfirm(scrutineer, { confirm: 'Post round' });
  await expect(
    spectator.getByRole('list', { name: 'Recalled couples' }).getByRole('listitem'),
  ).toHaveText(recalled.map(String), { timeout: POSTED_WITHIN_MS });
  expect(await kept(spectator)).toBe('no reload');

  // 4. The Final: started, marked on the five tablets, approved, posted.
  await spectator.goto(livePath(FINAL));
  await markPage(spectator);
  await scrutineer.getByLabel('Round', { exact: true }).selectOption(`${EVENT}-R${FINAL}`);
  await scrutineer.getByRole('button', { name: 'Start round' }).click();
  await markOnTablets(tablets, `${EVENT} — Final`, finalCard(recalled));
  const final = chairman.getByRole('region', { name: `${EVENT} — Final` });
  await expect(final.getByText('10 of 10 cards in')).toBeVisible();
  await final.getByRole('button', { name: 'Approve round' }).click();
  await expect(final.getByText('Approved', { exact: true })).toBeVisible();
  await scrutineer.getByRole('button', { name: 'Post round' }).click();
  await answerConfirm(scrutineer, { confirm: 'Post round' });

  // The places are the skating library's on the same cards.
  const expected = placeFinal({
    judges: JUDGES,
    dances: DANCES,
    couples: recalled.map(String),
    marks: Object.fromEntries(
      DANCES.map((dance, index): [string, FinalDanceMarks] => [
        dance,
        Object.fromEntries(
          JUDGES.map((judge, judgeIndex) => [
            judge,
            Object.fromEntries(
              finalCard(recalled)(judgeIndex, index).map((number, place) => [
                String(number),
                place + 1,
              ]),
            ),
          ]),
        ),
      ]),
    ),
  });
  const places = Object.values(expected.overall);
  const byPlace = Object.entries(expected.overall).sort(
    ([a, placeA], [b, placeB]) => placeA - placeB || Number(a) - Number(b),
  );
  await expect(spectator.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveText(
    byPlace.map(
      ([number, place]) =>
        new RegExp(
          `^${describePlace(place, places.filter((other) => other === place).length).replace(/[()]/g, '\\$&')}\\s*${number}`,
        ),
    ),
    { timeout: POSTED_WITHIN_MS },
  );
  expect(await kept(spectator)).toBe('no reload');

  // Every tablet shows its round is over; nothing is left waiting on any of them.
  for (const tablet of tablets) {
    await expect(tablet.getByTestId('outbox-summary')).toHaveText('Every card is sent');
  }
  await Promise.all(
    [scrutineer, chairman, spectator, ...tablets].map((page) => page.context().close()),
  );
});
