import { randomUUID } from 'node:crypto';
import { isScheduleItem, numbersInUse, scheduledRounds, type StaffView } from '@floorcraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { ownCompetition } from './support/own-competition';
import { pdfPagePng, pdfPages, pdfPageSize, printPdf, type PdfPaper } from './support/pdf';

// The print shell (/print-sheets and its kinds) and the programme and back numbers printed by
// Chromium to PDF on A4 and US Letter, the PDF read back with poppler (support/pdf.ts). The
// demo competition: its staff view, read here, says what must be printed.

/** Points per page, portrait: A4 595 × 842, US Letter 612 × 792. */
const POINTS: Record<PdfPaper, { width: number; height: number }> = {
  A4: { width: 595, height: 842 },
  Letter: { width: 612, height: 792 },
};
const PAPERS: PdfPaper[] = ['A4', 'Letter'];
const param = (paper: PdfPaper) => paper.toLowerCase();

async function staffView(page: Page): Promise<StaffView> {
  const response = await page.request.get(`/api/competitions/${DEMO.slug}/views/staff`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { view: StaffView }).view;
}

/** The demo's first danced round in schedule order (not a break or the awards). */
async function firstRound(page: Page) {
  const view = await staffView(page);
  return scheduledRounds(view.events).find(
    (round) => !isScheduleItem(view.events[round.eventName]!),
  )!;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, USERS.owner);
});

test('the picker offers every kind, each its own page with a way back and a Print button', async ({
  page,
}) => {
  await page.goto('/print-sheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Print sheets' })).toBeVisible();
  for (const title of ['Programme', 'Back numbers']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Programme', exact: true }).click();
  await expect(page).toHaveURL('/print-sheets/programme');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Programme, / }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Letter is written into the URL, so the choice is a bookmark.
  await page.getByText('US Letter').click();
  await expect(page).toHaveURL('/print-sheets/programme?paper=letter');
  await page.getByRole('link', { name: /Back to the admin area/ }).click();
  await expect(page).toHaveURL('/admin');
});

test('a kind that prints rounds asks for a round, a session or a day, each a bookmark', async ({
  page,
}) => {
  const view = await staffView(page);
  await page.goto('/print-sheets/heats');
  await expect(page.getByText('Choose a round, a session or a day to print.')).toBeVisible();
  await page.getByText('A session', { exact: true }).click();
  // The first planned day (other tests add events to the demo, so it is read from the URL).
  await expect(page).toHaveURL(/\/print-sheets\/heats\?day=\d{4}-\d{2}-\d{2}&session=1$/);
  const day = new URL(page.url()).searchParams.get('day')!;
  const days = scheduledRounds(view.events)
    .map((round) => round.roundStartTime.slice(0, 10))
    .filter((planned) => planned !== '');
  expect(day).toBe([...days].sort()[0]);
  await expect(page.getByRole('combobox', { name: 'Session' })).toHaveValue('1');
  await page.getByText('One round', { exact: true }).click();
  await expect(page).toHaveURL(/\/print-sheets\/heats\?round=[^&]+$/);
  const roundId = new URL(page.url()).searchParams.get('round')!;
  const chosen = scheduledRounds(view.events).find((round) => round.roundId === roundId)!;
  // The page says what it prints: that round, a danced one.
  expect(isScheduleItem(view.events[chosen.eventName]!)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`: ${chosen.eventName} ${chosen.roundName}$`),
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/print-sheets/heats?round=No-Such-R9');
  await expect(page.getByText('There is no round “No-Such-R9” in this competition.')).toBeVisible();
  await page.goto(`/print-sheets/heats?day=${day}&session=99`);
  await expect(page.getByText(/there is no session 99\./)).toBeVisible();
});

for (const paper of PAPERS) {
  test(`back numbers print one number a page, for every lead, on ${paper}`, async ({
    page,
  }, testInfo) => {
    const view = await staffView(page);
    const numbers = [...numbersInUse(view.events).keys()].sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThan(20);
    await page.goto(`/print-sheets/back-numbers?paper=${param(paper)}`);
    const sheets = page.getByRole('region', { name: /^Back number / });
    await expect(sheets).toHaveCount(numbers.length);
    // Each number fits its page whole: none runs past the printable width.
    const overflowing = await sheets.evaluateAll((sections) =>
      sections
        .filter((section) => {
          const box = section.firstElementChild!;
          return box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
        })
        .map((section) => section.getAttribute('aria-label')),
    );
    expect(overflowing).toEqual([]);
    const pdf = await printPdf(page, paper);
    // Across the page: landscape.
    expect(pdfPageSize(pdf)).toEqual({ width: POINTS[paper].height, height: POINTS[paper].width });
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(numbers.length);
    pages.forEach((text, index) => {
      expect(text).toContain(view.metadata.fullName);
      expect(text.replace(/\s+/g, ' ')).toContain(` ${numbers[index]} `);
    });
    await pdfPagePng(pdf, 1, testInfo, `back-numbers-${param(paper)}`);
  });
}

test("printing the day's judges' sheets before they are all prepared still prints every one", async ({
  page,
}) => {
  const first = await firstRound(page);
  const path = `/print-sheets/judges?day=${first.roundStartTime.slice(0, 10)}`;
  await page.goto(path);
  const preparing = page.getByText(/^Preparing the sheets: \d+ of \d+…$/);
  await expect(preparing).toBeVisible();
  const early = pdfPages(await printPdf(page, 'A4'));
  await expect(preparing).toHaveCount(0);
  const ready = pdfPages(await printPdf(page, 'A4'));
  expect(early.length).toBe(ready.length);
  expect(early.join('\f')).toBe(ready.join('\f'));
});

test('the picker links the same content as open data, JSON and CSV', async ({ page }) => {
  await page.goto('/print-sheets');
  const openData = page.getByRole('region', { name: 'Open data' });
  const json = openData.getByRole('link', { name: 'Programme as JSON' });
  const href = await json.getAttribute('href');
  expect(href).toBe(`/api/competitions/${DEMO.slug}/export/programme.json`);
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/json');
  const csv = await page.request.get(
    (await openData.getByRole('link', { name: 'Results as CSV' }).getAttribute('href'))!,
  );
  expect(csv.ok()).toBe(true);
  expect(csv.headers()['content-type']).toContain('text/csv');
});

// The programme of a competition of its own: the demo gains events from other tests (long
// names, rounds on other days), which would decide the page count here.
const suffix = randomUUID().slice(0, 6);
const programme = ownCompetition({
  slug: `e2e-programme-${suffix}`,
  fullName: `Programme Open ${suffix}`,
  judges: ['judge-a', 'judge-b', 'judge-c'],
  events: ['Waltz', 'Tango', 'Rumba'].map((dance) => ({
    name: `Prog ${dance}`,
    style: dance === 'Rumba' ? ('Latin' as const) : ('Standard' as const),
    dances: [dance],
  })),
  couples: [
    {
      count: 14,
      lead: (n: number) => `Prog Lead ${n}`,
      follow: (n: number) => `Prog Follow ${n}`,
      events: ['Prog Waltz', 'Prog Tango', 'Prog Rumba'],
    },
  ],
});

test.describe('the programme', () => {
  test.beforeAll(async ({ request }) => {
    await programme.setUp(request);
    await programme.command(request, { type: 'assignStartTimes' });
    programme.grant(USERS.owner);
  });

  for (const paper of PAPERS) {
    test(`prints every planned round with its time on ${paper}`, async ({ page }, testInfo) => {
      const response = await page.request.get(`/api/competitions/${programme.slug}/views/staff`);
      expect(response.ok()).toBe(true);
      const view = ((await response.json()) as { view: StaffView }).view;
      const rounds = scheduledRounds(view.events);
      expect(rounds.length).toBeGreaterThanOrEqual(6);
      await page.goto(programme.at(`/print-sheets/programme?paper=${param(paper)}`));
      await expect(page.getByRole('region', { name: /^Programme, / }).first()).toBeVisible();
      const pdf = await printPdf(page, paper);
      expect(pdfPageSize(pdf)).toEqual(POINTS[paper]);
      const pages = pdfPages(pdf);
      // One day of a few rounds: one sheet.
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain(view.metadata.fullName);
      const lines = pages[0]!.split('\n');
      for (const round of rounds) {
        const time = round.roundStartTime.slice(11, 16);
        // One line holds the time, the event and the round.
        const line = lines.find((candidate) => {
          const cells = candidate.trim().split(/\s{2,}/);
          return cells[0] === time && cells[1] === round.eventName && cells[2] === round.roundName;
        });
        expect(line, `${time} ${round.eventName} ${round.roundName}`).toBeDefined();
      }
      await pdfPagePng(pdf, 1, testInfo, `programme-${param(paper)}`);
    });
  }
});
