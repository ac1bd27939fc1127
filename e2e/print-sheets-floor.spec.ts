import { randomUUID } from 'node:crypto';
import { splitIntoHeats, type PublicView } from '@floorcraft/domain';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { ownCompetition } from './support/own-competition';
import { pdfPagePng, pdfPages, pdfPageSize, printPdf } from './support/pdf';

// Judges' marking sheets and heat sheets printed by Chromium to PDF on A4 and US Letter, the
// PDF's text read back per page (pdftotext). A competition of our own: two events whose couples
// differ, so every couple number appears once on a day's heat sheets, and a first round whose
// panel leaves two judges off.
const suffix = randomUUID().slice(0, 6);
const SLUG = `e2e-print-floor-${suffix}`;
const WALTZ = `Print Waltz ${suffix}`;
const RUMBA = `Print Rumba ${suffix}`;
const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const NAMES = ['Ann Adams', 'Bob Brown', 'Cy Clark', 'Di Dunn', 'Eve Evans'];
const PANEL = ['judge-a', 'judge-c', 'judge-e'];
const DAY = '2031-06-05';
const competition = ownCompetition({
  slug: SLUG,
  fullName: `Print Floor Open ${suffix}`,
  startDate: DAY,
  judges: JUDGES,
  judgeNames: Object.fromEntries(JUDGES.map((key, index) => [key, NAMES[index]!])),
  events: [
    { name: WALTZ, style: 'Standard', dances: ['Waltz', 'Tango', 'Foxtrot'] },
    { name: RUMBA, style: 'Latin', dances: ['ChaCha', 'Rumba'] },
  ],
  couples: [
    {
      count: 40,
      lead: (n) => `Waltz Lead ${n}`,
      follow: (n) => `Waltz Follow ${n}`,
      events: [WALTZ],
    },
    {
      count: 30,
      lead: (n) => `Rumba Lead ${n}`,
      follow: (n) => `Rumba Follow ${n}`,
      events: [RUMBA],
    },
  ],
});
const { command } = competition;

type PaperFormat = 'a4' | 'letter';

/** The sheets printed by Chromium on `paper`: each page's text, the page size, page 1 kept as PNG. */
async function printed(page: Page, testInfo: TestInfo, name: string, paper: PaperFormat) {
  const pdf = await printPdf(page, paper === 'a4' ? 'A4' : 'Letter');
  await pdfPagePng(pdf, 1, testInfo, name);
  const pages = pdfPages(pdf);
  return { pages, text: pages.join('\f'), size: pdfPageSize(pdf) };
}

/** A4 is 595 × 842 points, US Letter 612 × 792. */
const PAGE_POINTS: Record<PaperFormat, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
};

/** An event's first round (the highest number: it holds every couple). */
function firstRound(view: PublicView, event: string) {
  const rounds = Object.values(view.events[event]!.rounds);
  return rounds.reduce((first, round) => (round.roundNumber > first.roundNumber ? round : first));
}

/** A round's heats as the floor splits them: couple numbers in number order. */
function heatsOf(round: ReturnType<typeof firstRound>): number[][] {
  return splitIntoHeats(Object.values(round.entries), round.numHeats).map((heat) =>
    heat.map((entry) => entry.leadNumber),
  );
}

/** The page (0-based) of every table row that starts with a couple number: a number a row. */
function rowPages(pages: readonly string[]): Map<number, number[]> {
  const found = new Map<number, number[]>();
  pages.forEach((text, page) => {
    for (const line of text.split('\n')) {
      const match = /^\s*(\d{1,4})(?:\s{2,}\S|\s*$)/.exec(line);
      if (match) {
        const number = Number(match[1]);
        found.set(number, [...(found.get(number) ?? []), page]);
      }
    }
  });
  return found;
}

/** Every heat's rows all on one page, and each number on exactly one row. */
function expectHeatsWhole(pages: readonly string[], heats: readonly number[][], where: string) {
  const rows = rowPages(pages);
  for (const [index, heat] of heats.entries()) {
    const onPages = new Set(
      heat.map((number) => {
        const seen = rows.get(number) ?? [];
        expect(seen, `${where}: couple ${number} printed once`).toHaveLength(1);
        return seen[0];
      }),
    );
    expect(onPages.size, `${where}: heat ${index + 1} on one page`).toBe(1);
  }
}

async function openPrint(page: Page, path: string, heading: RegExp) {
  await page.goto(competition.at(path));
  await expect(page.getByRole('region', { name: heading }).first()).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  const view = await competition.publicView(request);
  const waltz = firstRound(view, WALTZ);
  const rumba = firstRound(view, RUMBA);
  await command(request, {
    type: 'updateRound',
    eventName: WALTZ,
    roundNumber: waltz.roundNumber,
    numHeats: 3,
  });
  await command(request, {
    type: 'updateRound',
    eventName: RUMBA,
    roundNumber: rumba.roundNumber,
    numHeats: 2,
  });
  await command(request, {
    type: 'setRoundPanel',
    eventName: WALTZ,
    roundNumber: waltz.roundNumber,
    judgeKeys: PANEL,
  });
  await command(request, { type: 'assignStartTimes' });
  competition.grant(USERS.scrutineer);
});

test("judges' marking sheets print a page per judge of the panel, the round's numbers by heat, on A4 and Letter", async ({
  page,
  request,
}, testInfo: TestInfo) => {
  const view = await competition.publicView(request);
  const round = firstRound(view, WALTZ);
  const heats = heatsOf(round);
  expect(heats.map((heat) => heat.length)).toEqual([14, 13, 13]);
  await signIn(page, USERS.scrutineer);
  const query = `round=${encodeURIComponent(round.roundId)}`;
  await openPrint(page, `/print-sheets/judges?${query}`, /^Judge A — Ann Adams/);
  // The panel's three judges only: B and D are off this round.
  await expect(page.getByRole('region', { name: /^Judge [A-Z]+ — / })).toHaveCount(3);
  await expect(page.getByText(`Mark ${round.recallSize} couples per dance`).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const counts: Record<string, number> = {};
  for (const paper of ['a4', 'letter'] as const satisfies readonly PaperFormat[]) {
    await openPrint(page, `/print-sheets/judges?${query}&paper=${paper}`, /^Judge A — /);
    const pdf = await printed(page, testInfo, `judges-sheets-${paper}`, paper);
    expect(pdf.size).toEqual(PAGE_POINTS[paper]);
    counts[paper] = pdf.pages.length;
    // Each sheet starts a page with its judge's letter and name; it may run on to more pages.
    const starts = pdf.pages.flatMap((text, index) => {
      const match = /Judge ([A-Z]+) — (\w+ \w+)/.exec(text);
      return match ? [{ index, letter: match[1], name: match[2] }] : [];
    });
    expect(starts.map((start) => `${start.letter} ${start.name}`)).toEqual([
      'A Ann Adams',
      'C Cy Clark',
      'E Eve Evans',
    ]);
    expect(starts[0]!.index).toBe(0);
    const perSheet = pdf.pages.length / starts.length;
    expect(Number.isInteger(perSheet), `${paper}: every sheet the same length`).toBe(true);
    for (const [sheet, start] of starts.entries()) {
      const pages = pdf.pages.slice(start.index, start.index + perSheet);
      expect(start.index).toBe(sheet * perSheet);
      const text = pages.join('\n');
      expect(text).toContain(`Print Floor Open ${suffix}`);
      expect(text).toContain(WALTZ);
      expect(text).toContain(`Mark ${round.recallSize} couples per dance`);
      expect(text).toMatch(/Signature\s+Date/);
      expectHeatsWhole(pages, heats, `${paper}, judge ${start.letter}`);
    }
    expect(pdf.text).not.toMatch(/Judge [BD] — /);
  }

  // The Final, not filled yet: every judge (no panel chosen) places the couples the round
  // before recalls, in a box per couple per dance, numbers written in by hand.
  const final = view.events[WALTZ]!.rounds[1]!;
  const coming = view.events[WALTZ]!.rounds[2]!.recallSize;
  await openPrint(
    page,
    `/print-sheets/judges?round=${encodeURIComponent(final.roundId)}`,
    /^Judge E — Eve Evans/,
  );
  await expect(page.getByRole('region', { name: /^Judge [A-Z]+ — / })).toHaveCount(5);
  const eve = page.getByRole('region', { name: /^Judge E — Eve Evans/ });
  await expect(eve).toContainText(
    `Place all ${coming} couples in each dance: 1 to ${coming}, each place once`,
  );
  await expect(eve.getByRole('table').getByRole('row')).toHaveCount(coming + 1);
  testInfo.annotations.push({
    type: 'pages',
    description: `judges' sheets: A4 ${counts.a4} pages, Letter ${counts.letter} pages`,
  });
});

test('heat sheets of the whole day print every heat on one page with names, schools and planned times, on A4 and Letter', async ({
  page,
  request,
}, testInfo: TestInfo) => {
  const view = await competition.publicView(request);
  const waltz = firstRound(view, WALTZ);
  const rumba = firstRound(view, RUMBA);
  const heats = [...heatsOf(waltz), ...heatsOf(rumba)];
  expect(heats).toHaveLength(5);
  await signIn(page, USERS.scrutineer);
  await openPrint(page, `/print-sheets/heats?day=${DAY}`, /^Heat sheets$/);
  const sheet = page.getByRole('region', { name: 'Heat sheets' });
  await expect(sheet.getByRole('heading', { name: new RegExp(`${WALTZ} `) }).first()).toBeVisible();
  await expect(sheet.getByRole('table')).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);

  const counts: Record<string, number> = {};
  for (const paper of ['a4', 'letter'] as const satisfies readonly PaperFormat[]) {
    await openPrint(page, `/print-sheets/heats?day=${DAY}&paper=${paper}`, /^Heat sheets$/);
    const pdf = await printed(page, testInfo, `heat-sheets-${paper}`, paper);
    expect(pdf.size).toEqual(PAGE_POINTS[paper]);
    counts[paper] = pdf.pages.length;
    expect(pdf.pages.length, `${paper}: 70 couples take more than one page`).toBeGreaterThan(1);
    expectHeatsWhole(pdf.pages, heats, paper);
    // Names and schools on the couple's own row; each first round's planned time by its name.
    expect(pdf.text).toMatch(
      /Waltz Lead 7\s+Waltz Follow 7\s+Harbor City University \/ Riverside University/,
    );
    expect(pdf.text).toMatch(/Rumba Lead 30\s+Rumba Follow 30/);
    for (const round of [waltz, rumba]) {
      expect(pdf.text).toContain(`${round.roundStartTime.slice(11, 16)} — ${round.eventName}`);
    }
  }
  testInfo.annotations.push({
    type: 'pages',
    description: `heat sheets: A4 ${counts.a4} pages, Letter ${counts.letter} pages`,
  });
});
