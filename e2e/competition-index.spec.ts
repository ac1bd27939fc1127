import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { PHONE, pageScrollsSideways } from './support/devices';
import { startExtraServer, type ExtraServer } from './support/extra-server';

// Issue 25: a server of its own (no demo, no default named), first empty, then with several.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ExtraServer;
test.beforeAll(async () => {
  // Starting a server (tsx compiling it) takes longer than a test on a loaded machine.
  test.setTimeout(120_000);
  server = await startExtraServer({ SEED_DEMO: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});

const thisYear = new Date().getUTCFullYear();

async function send(request: APIRequestContext, command: Record<string, unknown>, slug?: string) {
  const url = `${server.url}${slug ? `/api/competitions/${slug}/commands` : '/api/commands'}`;
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${server.token}` },
    data: { commandId: randomUUID(), command },
  });
  expect(response.ok(), `${String(command.type)}: ${await response.text()}`).toBe(true);
}

async function create(request: APIRequestContext, slug: string, fullName: string, date: string) {
  await send(request, {
    type: 'createCompetition',
    slug,
    metadata: {
      fullName,
      primaryColor: '#1d4ed8',
      startDate: date,
      endDate: date,
      registrationStatus: 'CLOSED',
      resultsPageShown: true,
      socials: {},
      venue: { name: `${fullName} Hall`, address: '' },
    },
  });
}

test('an empty server says what to do, never loading forever', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'No competition yet' })).toBeVisible();
  await expect(page.getByText('sign in to create one')).toBeVisible();
  await expect(page.getByText('Loading the competition')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/admin/competitions/new')}`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('several competitions: / lists the current and upcoming first, then the past, on a phone', async ({
  page,
  request,
}) => {
  await create(request, 'spring-classic', 'Spring Classic', `${thisYear - 1}-04-11`);
  await create(request, 'autumn-open', 'Autumn Open', `${thisYear + 1}-10-03`);
  await create(request, 'summer-cup', 'Summer Cup', `${thisYear + 1}-06-06`);
  await create(request, 'winter-ball', 'Winter Ball', `${thisYear + 1}-12-12`);
  await send(request, { type: 'archiveCompetition' }, 'winter-ball');

  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Current and upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([
    'Summer Cup',
    'Autumn Open',
  ]);
  await expect(past.getByRole('heading', { level: 3 })).toHaveText([
    'Winter Ball',
    'Spring Classic',
  ]);
  await expect(past.getByText('Archived')).toBeVisible();
  await expect(upcoming.getByText('Summer Cup Hall')).toBeVisible();
  await expect(upcoming.getByText(`6 June ${thisYear + 1}`)).toBeVisible();
  // No competition's bar on a page that belongs to none.
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('index-phone.png'), fullPage: true });

  await upcoming.getByRole('link', { name: 'Summer Cup' }).click();
  await expect(page).toHaveURL(`${server.url}/c/summer-cup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Cup' })).toBeVisible();
});
