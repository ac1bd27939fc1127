import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { invoices, type Invoice, type RegistrarView } from '@floorcraft/domain';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { signIn, USERS } from './support/accounts';
import { command, DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { pdfPagePng, pdfPages, printPdf } from './support/pdf';

// Our own school (typed in as "Other"), so the demo's and other tests' registrations do not matter.
const suffix = randomUUID().slice(0, 6);
const SCHOOL = `Seaside Swing Club ${suffix}`;
const EVENT = `E2E Invoice Latin ${suffix}`;
const NINA = `Nina Ortiz ${suffix}`;
const OLE = `Ole Berg ${suffix}`;
const PAVEL = `Pavel Novak ${suffix}`;

const dancer = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@example.org`,
  affiliation: 'Other',
  otherAffiliation: SCHOOL,
  levels: {},
  student: false,
  waiverAccepted: true,
});

/** Registers through the registration route with the API token; answers the new dancers' ids. */
async function register(request: APIRequestContext, registration: object): Promise<string[]> {
  const response = await request.post('/api/registrations', {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { commandId: randomUUID(), website: '', registration },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { dancers: { competitorId: string }[] };
  return body.dancers.map((registered) => registered.competitorId);
}

/** The school's invoice as the domain computes it from the registrar view the server sends. */
async function domainInvoice(page: Page): Promise<Invoice> {
  const response = await page.request.get(`/api/competitions/${DEMO.slug}/views/registrar`);
  expect(response.ok()).toBe(true);
  const { view } = (await response.json()) as { view: RegistrarView };
  const invoice = invoices(view).find((candidate) => candidate.billTo === SCHOOL);
  expect(invoice, `an invoice for ${SCHOOL}`).toBeDefined();
  return invoice!;
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The page printed to PDF on A4 as Chromium prints it, its text per page (pdftotext), and a PNG of page 1 kept. */
async function printToPdf(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  const pdf = await printPdf(page, 'A4');
  await pdfPagePng(pdf, 1, testInfo, `${name} page 1`);
  return pdfPages(pdf);
}

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await command(request, {
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Open', style: 'Latin', eventDances: ['Rumba'] },
  });
  const [nina] = await register(request, {
    dancer: dancer(NINA),
    role: 'lead',
    partner: { kind: 'new', dancer: dancer(OLE) },
    events: [EVENT],
  });
  await register(request, {
    dancer: dancer(PAVEL),
    role: 'lead',
    partner: { kind: 'tba' },
    events: [EVENT],
  });
  await command(request, {
    type: 'recordPayment',
    competitorId: nina,
    amount: 1000,
    method: 'cash',
    note: 'deposit, at the desk',
  });
});

test('the registrar prints one school’s invoice to PDF and downloads its lines as CSV', async ({
  page,
}, testInfo) => {
  await signIn(page, USERS.registrar);
  await page.goto(`/print-invoices?school=${encodeURIComponent(SCHOOL)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices by school' })).toBeVisible();
  const expected = await domainInvoice(page);
  const sheet = page.getByRole('region', { name: `Invoice ${expected.number}, ${SCHOOL}` });
  await expect(sheet).toBeVisible();
  // Only the school chosen: one invoice.
  await expect(page.getByRole('region', { name: /^Invoice / })).toHaveCount(1);
  await expect(sheet.getByRole('row', { name: /^Total/ })).toContainText(dollars(expected.total));
  await expect(sheet.getByRole('row', { name: /^Balance due/ })).toContainText(
    dollars(expected.balance),
  );
  expect(await axeViolations(page)).toEqual([]);

  // Three dancers' fees and entries, a payment of 10.00: the numbers the domain gives.
  expect(expected.dancers.map((d) => d.name)).toEqual([NINA, OLE, PAVEL]);
  expect(expected.paid).toBe(1000);
  expect(expected.balance).toBe(expected.total - 1000);

  const pages = await printToPdf(page, testInfo, 'invoice-one-school');
  expect(pages).toHaveLength(1);
  const text = pages[0]!;
  // No app chrome and no screen toolbar on paper.
  expect(text).not.toContain('Download CSV');
  expect(text).not.toContain('Back to the admin area');
  expect(text).toContain(`Invoice ${expected.number}`);
  expect(text).toContain(SCHOOL);
  expect(text).toContain(DEMO.fullName);
  for (const name of [NINA, OLE, PAVEL]) {
    expect(text).toContain(name);
  }
  expect(text).toContain(`Entry: ${EVENT}`);
  expect(text).toMatch(new RegExp(`Total\\s+${dollars(expected.total).replace('$', '\\$')}`));
  expect(text).toMatch(
    new RegExp(`Balance due\\s+${dollars(expected.balance).replace('$', '\\$')}`),
  );
  expect(text).toContain('deposit, at the desk');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `${DEMO.slug}-invoices-seaside-swing-club-${suffix}.csv`,
  );
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('invoice,bill to,dancer,item,event,phase,date,method,note,charged,paid');
  const rows = csv.slice(1).map((line) => line.split(','));
  const lineCount = expected.dancers.reduce((sum, d) => sum + d.lines.length, 0);
  // One row per charge and one for the payment (its note quoted: it holds a comma).
  expect(rows).toHaveLength(lineCount + 1);
  expect(rows.every((row) => row[0] === expected.number && row[1] === SCHOOL)).toBe(true);
  const charged = rows
    .filter((row) => row[3] !== 'Payment')
    .reduce((sum, row) => sum + Math.round(Number(row.at(-2)) * 100), 0);
  expect(charged).toBe(expected.total);
  expect(csv.at(-1)).toContain('Payment');
  expect(csv.at(-1)).toContain('"deposit, at the desk",,10.00');
});

test('choosing all schools prints an invoice per school and independent dancer, each on its own page', async ({
  page,
}, testInfo) => {
  await signIn(page, USERS.registrar);
  await page.goto(`/print-invoices?school=${encodeURIComponent(SCHOOL)}`);
  await expect(page.getByRole('region', { name: /^Invoice / })).toHaveCount(1);
  const picker = page.getByRole('combobox', { name: 'School', exact: true });
  await expect(picker).toHaveValue(SCHOOL);
  await picker.click();
  await picker.fill('All schools');
  await page.getByRole('option', { name: 'All schools and independent dancers' }).click();
  await expect(page).not.toHaveURL(/school=/);
  // Counted once the second invoice is drawn: the address changes before the page does.
  await expect(page.getByRole('region', { name: /^Invoice / }).nth(1)).toBeVisible();
  const count = await page.getByRole('region', { name: /^Invoice / }).count();
  expect(count).toBeGreaterThan(1);
  const pages = await printToPdf(page, testInfo, 'invoices-all');
  // Each invoice starts a page: every "Invoice number:" line is on a page of its own.
  const starts = pages.filter((text) => text.includes('Invoice number:'));
  expect(starts).toHaveLength(count);
  expect(starts.every((text) => text.split('Invoice number:').length === 2)).toBe(true);
});
