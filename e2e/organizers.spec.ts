import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminCliAt } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/devices';
import { startExtraServer, type ExtraServer } from './support/extra-server';
import { keepScreenshot } from './support/screenshots';

// Issue 25 item 1's organizers screen, on a server of its own: the shared one has no server
// administrator (its accounts are made by the CLI, not printed at a first start).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ADMIN_PASSWORD = 'rumba on the harbour front';
const NORA = { email: 'nora.organizer@example.org', password: 'paso doble at noon' };

let server: ExtraServer;
let adminEmail: string;

test.beforeAll(async () => {
  // Starting a server (tsx compiling it, seeding the demo) takes long on a loaded machine.
  test.setTimeout(180_000);
  server = await startExtraServer({ COMPETITION_CREATORS: 'organizers' });
  await expect
    .poll(() => /one-time password:\s+(\S+)/.exec(server.output())?.[1], {
      message: 'the first start printing the first account',
      timeout: 30_000,
    })
    .toBeDefined();
  adminEmail = /email:\s+(\S+)/.exec(server.output())![1]!;
  adminCliAt(server.dataDir, 'create-user', '--email', NORA.email, '--password', NORA.password);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The server administrator, signed in with the password they chose, on the organizers screen. */
async function administratorOn(browser: Browser, viewport: typeof PHONE): Promise<Page> {
  const page = await (await browser.newContext({ viewport, baseURL: server.url })).newPage();
  const oneTime = /one-time password:\s+(\S+)/.exec(server.output())![1]!;
  const signIn = (password: string) =>
    page.request.post('/api/auth/sign-in', { data: { email: adminEmail, password } });
  // The first test replaces the one-time password; a later one signs in with the new one.
  if (!(await signIn(ADMIN_PASSWORD)).ok()) {
    expect((await signIn(oneTime)).ok(), 'sign-in with the one-time password').toBe(true);
    const changed = await page.request.post('/api/auth/password', {
      data: { currentPassword: oneTime, newPassword: ADMIN_PASSWORD },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  await page.goto('/admin/organizers');
  return page;
}

/** The switch's thumb sits at the track's right end when on, at its left end when off. */
async function thumbIsRight(page: Page, email: string): Promise<boolean> {
  const row = page.getByRole('row', { name: new RegExp(email) });
  const track = await row.locator('.mantine-Switch-track').boundingBox();
  const thumb = await row.locator('.mantine-Switch-thumb').boundingBox();
  return thumb!.x + thumb!.width / 2 > track!.x + track!.width / 2;
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test(`the administrator names an organizer with the switch and sees it on, on a ${device}`, async ({
    browser,
  }) => {
    const page = await administratorOn(browser, viewport);
    const norasSwitch = page.getByRole('switch', { name: `${NORA.email} may create competitions` });
    await expect(norasSwitch, 'Nora listed among the accounts').toBeVisible({ timeout: 20_000 });
    if (await norasSwitch.isChecked()) {
      await norasSwitch.click();
      await expect(norasSwitch).not.toBeChecked();
    }
    await expect
      .poll(() => thumbIsRight(page, NORA.email), { message: 'thumb left when off' })
      .toBe(false);

    await norasSwitch.click();
    await expect(norasSwitch).toBeChecked();
    await expect(page.getByRole('row', { name: new RegExp(NORA.email) })).toContainText(
      'Organizer',
    );
    await expect
      .poll(() => thumbIsRight(page, NORA.email), { message: 'thumb right when on' })
      .toBe(true);
    // The account's name beside its switch, not scrolled out of a phone's view.
    await expect(
      page
        .getByRole('row', { name: new RegExp(NORA.email) })
        .getByText(NORA.email)
        .first(),
    ).toBeInViewport();
    await keepScreenshot(page, test.info(), `organizers-${device}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
}

test('the organizers screen leads back to the admin area', async ({ browser }) => {
  const page = await administratorOn(browser, DESKTOP);
  await page.getByRole('link', { name: 'Back to the admin area' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  await page.context().close();
});
