import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { signIn, USERS } from './support/accounts';
import { DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/devices';

// Issue 25 item 1: an organizer creates a competition in the app, with no terminal.
// Each test is one thing a user does (about 10 s idle); an axe pass over the form took 8 s
// on a machine with a load of 22 on 2 cores, hence the room.
test.describe.configure({ timeout: 60_000 });
test.beforeAll(async ({ request }) => {
  // The operator's token speaks for the server: it names Olga an organizer who may create.
  const named = await request.post('/api/accounts/organizers', {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { email: USERS.owner.email, mayCreateCompetitions: true },
  });
  expect(named.ok(), await named.text()).toBe(true);
});

/** A name no other run or spec has used: the e2e server is shared. */
const uniqueName = (words: string) => `${words} ${randomBytes(3).toString('hex')}`;

async function openCreateScreen(page: Page) {
  await page.goto('/admin/competitions/new');
  // The screen's code and what the form needs (GET /api/competitions/creation) load first.
  const form = page.getByRole('form', { name: 'New competition' });
  await expect(form.getByLabel('Name'), 'the create form, loaded').toBeVisible({ timeout: 20_000 });
  return form;
}

test('an organizer creates one from the collegiate template and lands in its setup', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, USERS.owner);
  const form = await openCreateScreen(page);
  expect(await axeViolations(page)).toEqual([]);

  const name = uniqueName('Spring Collegiate');
  const slug = name.toLowerCase().replaceAll(' ', '-');
  await form.getByLabel('Name').fill(name);
  // The address follows the name until the organizer types one.
  await expect(form.getByLabel('Web address')).toHaveValue(slug);
  await form.getByLabel('First day').fill('2027-04-10');
  await form.getByLabel('Last day').fill('2027-04-11');
  await form.getByLabel('Venue', { exact: true }).fill('Field House');
  await form.getByRole('radio', { name: /The collegiate template/ }).check();
  await form.getByRole('button', { name: 'Create competition' }).click();

  await expect(page).toHaveURL(`/c/${slug}/admin/setup`, { timeout: 20_000 });
  const header = page.getByRole('region', { name: 'Competition' });
  await expect(
    header.getByTestId('admin-competition-name'),
    'the new competition, loaded',
  ).toHaveText(name, { timeout: 20_000 });
  // Its header offers the next one to who may create (the demo's is slow to load).
  await expect(header.getByRole('link', { name: 'New competition' })).toHaveAttribute(
    'href',
    '/admin/competitions/new',
  );
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByText('Newcomer Standard').first()).toBeVisible({ timeout: 20_000 });
  await expect(events.getByText('Championship Rhythm').first()).toBeVisible();
});

test('a taken address is refused beside its field before anything is sent', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, USERS.owner);
  const form = await openCreateScreen(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/competitions')) {
      posts.push(request.url());
    }
  });
  await form.getByLabel('Name').fill('Harbor City Again');
  await form.getByLabel('Web address').fill(DEMO.slug);
  await form.getByLabel('First day').fill('2027-04-10');
  await form.getByLabel('Last day').fill('2027-04-09');
  await form.getByRole('button', { name: 'Create competition' }).click();

  await expect(form.getByText(`the address "${DEMO.slug}" is taken: choose another`)).toBeVisible();
  await expect(form.getByText('must not be before the start date')).toBeVisible();
  // What was typed is kept, and nothing was sent.
  await expect(form.getByLabel('Name')).toHaveValue('Harbor City Again');
  await expect(form.getByLabel('Web address')).toHaveValue(DEMO.slug);
  expect(posts).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('an account that may not create reads why, not a form', async ({ page }) => {
  await signIn(page, USERS.registrar);
  await page.goto('/admin/competitions/new');
  await expect(page.getByText('Your account cannot create competitions')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('form', { name: 'New competition' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-competition-name')).toHaveText(DEMO.fullName, {
    timeout: 60_000,
  });
  await expect(page.getByRole('link', { name: 'New competition' })).toHaveCount(0);
});
