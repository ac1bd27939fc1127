import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { ownCompetition } from './support/own-competition';
import { pdfPagePng, pdfPages, pdfPageSize, printPdf } from './support/pdf';

// Result sheets printed by Chromium to PDF on A4 and US Letter, read back per page
// (pdftotext): the official record must say what /results/{event} says. A competition of our
// own: one event whose Semi-Final and Final are posted (random cards, so the final's places
// come from the skating rules, ties and all), one whose Final is not posted.
const suffix = randomUUID().slice(0, 6);
const POSTED = `Result Waltz ${suffix}`;
const WAITING = `Result Rumba ${suffix}`;
const DAY = '2031-06-06';
const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const competition = ownCompetition({
  slug: `e2e-print-results-${suffix}`,
  fullName: `Print Results Open ${suffix}`,
  startDate: DAY,
  judges: JUDGES,
  events: [
    { name: POSTED, style: 'Standard', dances: ['Waltz', 'Tango', 'Foxtrot'] },
    { name: WAITING, style: 'Latin', dances: ['ChaCha', 'Rumba'] },
  ],
  couples: [
    {
      count: 12,
      lead: (n) => `Waltz Lead ${n}`,
      follow: (n) => `Waltz Follow ${n}`,
      events: [POSTED],
    },
    {
      count: 5,
      lead: (n) => `Rumba Lead ${n}`,
      follow: (n) => `Rumba Follow ${n}`,
      events: [WAITING],
    },
  ],
});
const { command } = competition;

type PaperFormat = 'a4' | 'letter';
const PAGE_POINTS: Record<PaperFormat, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
};

type Request = Parameters<typeof command>[0];

async function approveAndPost(request: Request, roundNumber: number) {
  await command(request, { type: 'approveRound', eventName: POSTED, roundNumber });
  await command(request, { type: 'postRound', eventName: POSTED, roundNumber });
}

/**
 * The Semi-Final: judges A–D recall the six lowest numbers in every dance, judge E the five
 * lowest and the seventh, so the recall table's totals differ (the seventh is out on 3 marks).
 */
async function postSemi(request: Request, numbers: readonly number[]) {
  await command(request, { type: 'startRound', eventName: POSTED, roundNumber: 2 });
  for (const [index, judgeKey] of JUDGES.entries()) {
    const couples = index < 4 ? numbers.slice(0, 6) : [...numbers.slice(0, 5), numbers[6]!];
    for (const dance of ['Waltz', 'Tango', 'Foxtrot']) {
      await command(request, {
        type: 'submitMarks',
        eventName: POSTED,
        roundNumber: 2,
        judgeKey,
        dance,
        couples,
      });
    }
  }
  await approveAndPost(request, 2);
}

/** A table's rows as [number, last cell]: the couple and its place (or "Recalled"). */
async function placesIn(table: Locator): Promise<[string, string][]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr): [string, string] => [
      tr.querySelector('th')!.textContent.trim(),
      tr.querySelector('td:last-child')!.textContent.trim(),
    ]),
  );
}

/** The PDF's lines from the one starting with `from` up to (not including) the next `to`. */
function section(text: string, from: string, to: RegExp): string {
  const start = text.indexOf(from);
  expect(start, `"${from}" printed`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start);
  const end = rest.slice(from.length).search(to);
  return end < 0 ? rest : rest.slice(0, from.length + end);
}

/** Each couple's row in the printed section starts with its number and ends with its place. */
function expectPlaces(printed: string, places: readonly [string, string][], where: string) {
  for (const [number, place] of places) {
    const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(printed, `${where}: couple ${number} ${place}`).toMatch(
      new RegExp(`^\\s*${number}\\s.*\\s${escaped}\\s*$`, 'm'),
    );
  }
}

async function openSheets(page: Page, query: string) {
  await page.goto(competition.at(`/print-sheets/results?${query}`));
  await expect(page.getByRole('region', { name: `${POSTED} Final: result sheet` })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  await command(request, { type: 'assignStartTimes' });
  const view = await competition.publicView(request);
  expect(Object.keys(view.events[POSTED]!.rounds)).toEqual(['1', '2']);
  const numbers = Object.values(view.events[POSTED]!.rounds[2]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
  await postSemi(request, numbers);
  // The Final: random cards (it has not started), placed by the skating rules.
  await command(request, { type: 'rehearseRound', eventName: POSTED, roundNumber: 1, seed: 8 });
  await approveAndPost(request, 1);
  competition.grant(USERS.scrutineer);
});

test('result sheets print each posted round with the places of /results, the mark record and signature lines, on A4 and Letter', async ({
  page,
  request,
}, testInfo: TestInfo) => {
  const view = await competition.publicView(request);
  const hashes = [2, 1].map((round) => view.results[POSTED]!.rounds[round]!.markHash!);
  for (const hash of hashes) {
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  }

  // What the public results page says: the recall's results and the final's places.
  await page.goto(competition.at(`/results/${encodeURIComponent(POSTED)}`));
  const recall = await placesIn(
    page.getByRole('table', { name: 'Semi-Final: recalls by judge and dance' }),
  );
  const summary = await placesIn(
    page.getByRole('table', { name: 'Final summary: dance places, totals and result' }),
  );
  expect(recall).toHaveLength(12);
  expect(recall.filter(([, result]) => result === 'Recalled')).toHaveLength(6);
  expect(summary).toHaveLength(6);

  await signIn(page, USERS.scrutineer);
  await openSheets(page, `day=${DAY}`);
  // The Rumba's Final is chosen (same day) but not posted: named on screen, never printed.
  await expect(page.getByText(`${WAITING} Final: not posted yet`)).toBeVisible();
  await expect(page.getByRole('region', { name: /: result sheet$/ })).toHaveCount(2);
  const signatures = page.getByRole('region', { name: `${POSTED} Final: result sheet` });
  await expect(signatures.getByText('Chairman of judges', { exact: true })).toBeVisible();
  await expect(signatures.getByText('Scrutineer', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const counts: Record<string, number> = {};
  for (const paper of ['a4', 'letter'] as const) {
    await openSheets(page, `day=${DAY}&paper=${paper}`);
    const pdf = await printPdf(page, paper === 'a4' ? 'A4' : 'Letter');
    await pdfPagePng(pdf, 1, testInfo, `result-sheets-${paper}-semi`);
    const pages = pdfPages(pdf);
    expect(pdfPageSize(pdf)).toEqual(PAGE_POINTS[paper]);
    counts[paper] = pages.length;
    const text = pages.join('\f');
    expect(text).not.toContain(WAITING);

    // Each round starts its own page: the Semi-Final first, then the Final.
    const starts = pages.flatMap((page, index) => {
      const match = new RegExp(`${POSTED}: (Semi-Final|Final)`).exec(page);
      return match ? [{ index, round: match[1] }] : [];
    });
    expect(starts.map((start) => start.round)).toEqual(['Semi-Final', 'Final']);
    expect(starts[0]!.index).toBe(0);
    const finalStart = starts[1]!.index;
    expect(finalStart).toBeGreaterThan(0);
    await pdfPagePng(pdf, finalStart + 1, testInfo, `result-sheets-${paper}-final`);
    const semi = pages.slice(0, finalStart).join('\n');
    const final = pages.slice(finalStart).join('\n');
    // A round's sheet is short: the Semi-Final one page, the Final at most two.
    expect(finalStart, `${paper}: the Semi-Final on one page`).toBe(1);
    expect(
      pages.length - finalStart,
      `${paper}: the Final on one or two pages`,
    ).toBeLessThanOrEqual(2);

    for (const sheet of [semi, final]) {
      expect(sheet).toContain(`Print Results Open ${suffix}`);
      expect(sheet).toMatch(/Result sheet, Friday 6 June 2031/);
      expect(sheet).toContain('Chairman of judges');
      expect(sheet).toContain('Scrutineer');
    }
    expect(semi).toContain(`Mark record: ${hashes[0]}`);
    expect(final).toContain(`Mark record: ${hashes[1]}`);

    // The places printed are the results page's, row by row.
    expectPlaces(section(semi, 'Semi-Final: recalls', /Mark record/), recall, `${paper} recall`);
    expectPlaces(
      section(final, 'Final summary', /Equal totals|Mark record/),
      summary,
      `${paper} summary`,
    );
    // A final's table never splits: each dance's caption and its six rows on one page.
    for (const dance of ['Waltz', 'Tango', 'Foxtrot']) {
      const caption = `${dance}: marks and places`;
      const page = pages.findIndex((text) => text.includes(caption));
      expect(page, `${paper}: ${caption} printed`).toBeGreaterThanOrEqual(finalStart);
      const rows = section(pages[page]!, caption, /: marks and places|Result\n|Final summary/);
      for (const [number] of summary) {
        expect(rows, `${paper}: ${dance} row ${number} on the caption's page`).toMatch(
          new RegExp(`^\\s*${number}\\s`, 'm'),
        );
      }
    }
  }
  testInfo.annotations.push({
    type: 'pages',
    description: `result sheets: A4 ${counts.a4} pages, Letter ${counts.letter} pages`,
  });
});
