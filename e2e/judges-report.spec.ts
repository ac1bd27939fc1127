import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { ownCompetition } from './support/own-competition';
import { keepScreenshot } from './support/screenshots';

// The judges' report on the chairman's screen (issue 15): a final posted with
// one judge's marks reversed, a Semi-Final where one judge crossed couples
// nobody else did; the chairman sees the heat map and the judge named, the
// public results page shows no report.
const suffix = randomUUID().slice(0, 6);
const FINAL_EVENT = `Report Waltz ${suffix}`;
const PRELIM_EVENT = `Report Tango ${suffix}`;
const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const DANCES = ['Waltz', 'Quickstep'];
const competition = ownCompetition({
  slug: `e2e-judges-report-${suffix}`,
  fullName: `Judges Report Open ${suffix}`,
  judges: JUDGES,
  events: [FINAL_EVENT, PRELIM_EVENT].map((name) => ({ name, style: 'Standard', dances: DANCES })),
  couples: [
    { event: FINAL_EVENT, count: 4 },
    { event: PRELIM_EVENT, count: 8 },
  ].map(({ event, count }) => ({
    count,
    lead: (n: number) => `${event} Lead ${n}`,
    follow: (n: number) => `${event} Follow ${n}`,
    events: [event],
  })),
});
const { command } = competition;
const SEMI = 2;
const FINAL = 1;

/** Starts a round, every judge hands in `card(judgeIndex, numbers)` for each dance, and it is posted. */
async function markAndPost(
  request: APIRequestContext,
  eventName: string,
  roundNumber: number,
  card: (judge: number, numbers: number[]) => number[],
): Promise<void> {
  const view = await competition.publicView(request);
  const numbers = Object.values(view.events[eventName]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
  await command(request, { type: 'startRound', eventName, roundNumber });
  for (const [index, judgeKey] of JUDGES.entries()) {
    for (const dance of DANCES) {
      const couples = card(index, numbers);
      await command(request, {
        type: 'submitMarks',
        eventName,
        roundNumber,
        judgeKey,
        dance,
        couples,
      });
    }
  }
  await command(request, { type: 'approveRound', eventName, roundNumber });
  await command(request, { type: 'postRound', eventName, roundNumber });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  // Judge E (index 4) places the four finalists in reverse; the other four agree.
  await markAndPost(request, FINAL_EVENT, FINAL, (judge, numbers) =>
    judge === 4 ? [...numbers].reverse() : numbers,
  );
  // Judge D (index 3) crosses the 7th and 8th couples in place of the 5th and 6th.
  await markAndPost(request, PRELIM_EVENT, SEMI, (judge, numbers) =>
    judge === 3 ? [...numbers.slice(0, 4), numbers[6]!, numbers[7]!] : numbers.slice(0, 6),
  );
  competition.grant(USERS.chairman);
});

async function chairmansReport(page: Page, round: string) {
  await signIn(page, USERS.chairman);
  await page.goto(competition.at('/admin/chairman'));
  const report = page.getByRole('region', { name: 'Judges’ report' });
  await report.getByLabel('Posted round').selectOption({ label: round });
  return report;
}

/** The background colour a cell is painted with. */
const background = (cell: ReturnType<Page['getByRole']>) =>
  cell.evaluate((element) => getComputedStyle(element).backgroundColor);

test('a final: the heat map of places and the judge who reversed it named', async ({
  page,
}, testInfo) => {
  const report = await chairmansReport(page, `${FINAL_EVENT} — Final`);
  const table = report.getByRole('table', { name: `Judges’ report of ${FINAL_EVENT} — Final` });
  await expect(table).toContainText('it changes no result');
  const judgeE = table.getByRole('row', { name: /^E Judge E/ });
  const judgeA = table.getByRole('row', { name: /^A Judge A/ });
  // Judge E put the winners 4th, 3rd, 2nd and 1st: two places off on average.
  await expect(judgeE.getByRole('cell')).toHaveText(['4', '3', '2', '1', '2']);
  await expect(judgeA.getByRole('cell')).toHaveText(['1', '2', '3', '4', '0']);
  // The colour repeats the distance: Judge E's place for the winners is painted, Judge A's is not.
  expect(await background(judgeE.getByRole('cell').first())).not.toBe(
    await background(judgeA.getByRole('cell').first()),
  );
  await expect(
    report.getByText(
      'Judge E — Judge E placed couples on average 2 places from the result; the panel’s median is 0.',
    ),
  ).toBeVisible();
  await report.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'judges-report-final');
  expect(await axeViolations(page)).toEqual([]);
});

test('a Semi-Final: each judge’s crosses and the share that went to couples not recalled', async ({
  page,
}) => {
  const report = await chairmansReport(page, `${PRELIM_EVENT} — Semi-Final`);
  const table = report.getByRole('table', {
    name: `Judges’ report of ${PRELIM_EVENT} — Semi-Final`,
  });
  await expect(
    table.getByRole('columnheader', { name: 'Crosses to couples not recalled' }),
  ).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /^D Judge D/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('33% (4 of 12)');
  await expect(
    table
      .getByRole('row', { name: /^A Judge A/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('0% (0 of 12)');
  await expect(
    report.getByText(
      'Judge D — Judge D gave 33% of their crosses (4 of 12) to couples not recalled; the panel’s median is 0%.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the public results page shows the posted final but no judges’ report', async ({ page }) => {
  await page.goto(competition.at(`/results/${encodeURIComponent(FINAL_EVENT)}`));
  // The page has loaded the posted final (so the report's absence below is not a page still loading).
  await expect(page.getByText(`${FINAL_EVENT} Lead 1`).first()).toBeVisible();
  await expect(page.getByText(/Judges’ report/)).toHaveCount(0);
  await expect(page.getByText(/places from the result/)).toHaveCount(0);
});
