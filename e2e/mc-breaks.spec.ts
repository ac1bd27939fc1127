import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { TABLET } from './support/devices';
import { ownCompetition } from './support/own-competition';

// A competition of our own: one final, then a lunch break the MC starts and ends (issue 25 item 12).
const suffix = randomUUID().slice(0, 6);
// Not "Break Waltz": a name holding Break or Awards makes an event a schedule item (spec §5),
// so that Waltz was treated as a passed break and left Next once the lunch after it started.
const EVENT = `Noon Waltz ${suffix}`;
const LUNCH = `Lunch ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-mc-break-${suffix}`,
  fullName: `Break Open ${suffix}`,
  judges: ['judge-a'],
  events: [{ name: EVENT, style: 'Standard', dances: ['Waltz'] }],
  couples: [{ count: 4, lead: (n) => `Lead ${n}`, follow: (n) => `Follow ${n}`, events: [EVENT] }],
});

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  const { command } = competition;
  await command(request, {
    type: 'saveEvent',
    event: { name: LUNCH, eventDances: ['Break'], breakMinutes: 45 },
  });
  await command(request, { type: 'generateRounds', eventName: LUNCH });
  await command(request, { type: 'assignStartTimes' });
  competition.grant(USERS.mc);
});

test('the MC starts and ends a lunch break on a tablet, and /live shows it on now, then never as next', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(TABLET);
  await signIn(page, USERS.mc);
  await page.goto(competition.at('/admin/mc'));
  const next = page.getByRole('region', { name: 'Next' });
  const floor = page.getByRole('region', { name: 'Now on the floor' });
  const start = next.getByRole('button', { name: `Start break: ${LUNCH}`, exact: true });
  await expect(start, 'the lunch offered to start under Next').toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const live = await phone.newPage();
  await live.goto(competition.at('/live'));
  const liveNow = live.getByRole('region', { name: 'On the floor now' });
  const liveNext = live.getByRole('region', { name: 'Next' });
  await expect(liveNext, 'the lunch listed next on /live').toContainText(LUNCH, {
    timeout: 15_000,
  });

  await start.click();
  await expect(floor.getByText(LUNCH, { exact: true })).toBeVisible();
  await expect(next).not.toContainText(LUNCH);
  await expect(liveNow, 'the running lunch on the floor on /live').toContainText(LUNCH);
  await expect(liveNext).not.toContainText(LUNCH);
  expect(await axeViolations(page)).toEqual([]);

  await floor.getByRole('button', { name: `End break: ${LUNCH}`, exact: true }).click();
  await expect(floor).toContainText('Nothing is on the floor');
  await expect(liveNow, 'the ended lunch gone from the floor on /live').not.toContainText(LUNCH);
  await expect(liveNext).not.toContainText(LUNCH);
  // The final the lunch was started before is still to come.
  await expect(liveNext, 'the Waltz final still next on /live').toContainText(EVENT);
  await phone.close();
});
