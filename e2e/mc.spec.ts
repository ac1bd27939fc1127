import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { PublicView } from '@floorcraft/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { adminCli, signIn, USERS } from './support/accounts';

// A competition of our own, so its floor, schedule and results are only this test's:
// Ballroom A is danced and posted (a Semi-Final recalling 6, then the Final);
// Ballroom B (two heats) is the next round on the schedule, for the MC to call.
const suffix = randomUUID().slice(0, 6);
const SLUG = `e2e-mc-${suffix}`;
const POSTED = `MC Waltz ${suffix}`;
const NEXT = `MC Tango ${suffix}`;
const DANCES = ['Waltz', 'Tango'];
const JUDGES = ['judge-a', 'judge-b', 'judge-c'];
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const mcPath = `/c/${SLUG}/admin/mc`;

async function command(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`/api/competitions/${SLUG}/commands`, {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { commandId: randomUUID(), command: body },
  });
  expect(response.ok(), `${String(body.type)}: ${await response.text()}`).toBe(true);
}

async function publicView(request: APIRequestContext): Promise<PublicView> {
  const response = await request.get(`/api/competitions/${SLUG}/views/public`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { view: PublicView }).view;
}

const numbersIn = (view: PublicView, event: string, round: number) =>
  Object.values(view.events[event]!.rounds[round]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);

/** Every judge's card: the Semi-Final recalls the six highest numbers, the Final places by number. */
async function markAndPost(request: APIRequestContext, round: number): Promise<number[]> {
  const numbers = numbersIn(await publicView(request), POSTED, round);
  const card = round === 2 ? numbers.slice(-6).reverse() : numbers;
  await command(request, { type: 'startRound', eventName: POSTED, roundNumber: round });
  for (const judgeKey of JUDGES) {
    for (const dance of DANCES) {
      await command(request, {
        type: 'submitMarks',
        eventName: POSTED,
        roundNumber: round,
        judgeKey,
        dance,
        couples: card,
      });
    }
  }
  await command(request, { type: 'postRound', eventName: POSTED, roundNumber: round });
  return card;
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} ×${violation.nodes.length}: ${violation.help} — ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`,
  );
}

test.describe.configure({ mode: 'serial' });

let recalled: number[] = [];

test.beforeAll(async ({ request }) => {
  const year = new Date().getUTCFullYear() + 1;
  await command(request, {
    type: 'createCompetition',
    slug: SLUG,
    metadata: {
      fullName: `MC Open ${suffix}`,
      primaryColor: '#1d4ed8',
      startDate: `${year}-06-05`,
      endDate: `${year}-06-05`,
      registrationStatus: 'CLOSED',
      resultsPageShown: true,
      socials: {},
      venue: { name: 'Marston Field House', address: '' },
    },
  });
  for (const [index, key] of JUDGES.entries()) {
    await command(request, {
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABC'[index]!}`, role: 'Judge', bio: '' },
    });
  }
  await command(request, {
    type: 'setAffiliations',
    affiliations: ['Harbor City University', 'Riverside University'],
  });
  for (const event of [POSTED, NEXT]) {
    await command(request, {
      type: 'saveEvent',
      event: { name: event, eventLevel: 'Gold', style: 'Standard', eventDances: DANCES },
    });
    await command(request, {
      type: 'importCouples',
      couples: Array.from({ length: 8 }, (_, index) => ({
        lead: { name: `${event} Lead ${index + 1}`, affiliation: 'Harbor City University' },
        follow: { name: `${event} Follow ${index + 1}`, affiliation: 'Riverside University' },
        events: [event],
      })),
    });
    await command(request, { type: 'generateRounds', eventName: event });
  }
  await command(request, { type: 'updateRound', eventName: NEXT, roundNumber: 2, numHeats: 2 });
  await command(request, { type: 'assignStartTimes' });
  recalled = await markAndPost(request, 2);
  await markAndPost(request, 1);
  adminCli('grant', '--email', USERS.mc.email, '--competition', SLUG, '--role', 'mc');
});

test('the MC reads the posted recalls ascending and the final from last to 1st, calls heats, and gets the deck captain’s note live', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(TABLET);
  await signIn(page, USERS.mc);
  await page.goto(mcPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Master of ceremonies' })).toBeVisible();

  // To announce: the newest first, so the Final above the Semi-Final's recalls.
  const announce = page.getByRole('region', { name: 'To announce' });
  await expect(announce.getByRole('heading', { level: 3 })).toHaveText([
    `${POSTED} Final`,
    `${POSTED} Semi-Final`,
  ]);
  const ascending = [...recalled].sort((a, b) => a - b);
  await expect(announce).toContainText(`Recalled to the Final: ${ascending.join(', ')}`);
  const finalists = numbersIn(await publicView(request), POSTED, 1);
  // The Final placed the couples by number: read out from 6th (the highest number) to 1st.
  const places = announce.getByRole('list', { name: `${POSTED} Final places, last to 1st` });
  await expect(places.getByRole('listitem')).toHaveCount(6);
  await expect(places.getByRole('listitem').first()).toContainText(`6th${finalists.at(-1)!}`);
  await expect(places.getByRole('listitem').last()).toContainText(`1st${finalists[0]!}`);
  await expect(places.getByRole('listitem').last()).toContainText(
    'Harbor City University / Riverside University',
  );
  const awards = page.getByRole('region', { name: 'Awards ceremony' });
  await expect(awards.getByRole('heading', { level: 3 })).toHaveText([POSTED]);

  // Nothing on the floor: the MC starts the next round by calling its first heat.
  const floor = page.getByRole('region', { name: 'Now on the floor' });
  await expect(floor).toContainText('Nothing is on the floor');
  const next = page.getByRole('region', { name: 'Next' });
  await expect(next.getByRole('listitem').first()).toContainText(`${NEXT} Semi-Final`);
  await expect(next.getByRole('listitem').first()).toContainText(/\d\d:\d\d/);
  await next.getByRole('button', { name: `Start ${NEXT} Semi-Final`, exact: true }).click();
  await expect(floor.getByText(`${NEXT} Semi-Final`, { exact: true })).toBeVisible();
  await expect(floor).toContainText('Waltz · Heat 1 of 2');
  const semi = (await publicView(request)).events[NEXT]!.rounds[2]!;
  expect(semi.roundState).toBe(2); // Running
  expect(semi.roundActualStartTime).not.toBe('');
  const heatOne = floor.getByRole('list', { name: 'Couples in heat 1' }).getByRole('listitem');
  await expect(heatOne).toHaveCount(4);

  // The next call in order: heat 2 of the same dance; the start time stays.
  await floor.getByRole('button', { name: 'Next: call heat 2, Waltz', exact: true }).click();
  await expect(floor).toContainText('Waltz · Heat 2 of 2');
  await expect(
    floor.getByRole('button', { name: 'Next: call heat 1, Tango', exact: true }),
  ).toBeVisible();
  expect((await publicView(request)).events[NEXT]!.rounds[2]!.roundActualStartTime).toBe(
    semi.roundActualStartTime,
  );

  // The deck captain's note arrives without a reload; the MC clears it.
  const deck = page.getByRole('region', { name: 'From the deck captain' });
  await expect(deck).toContainText('No notes from the floor.');
  const text = `Number 134 still changing: two minutes (${suffix})`;
  await command(request, { type: 'sendFloorNote', text, eventName: NEXT, roundNumber: 2 });
  await expect(deck.getByRole('list', { name: 'Notes from the floor' })).toContainText(text);
  await expect(deck).toContainText(`${NEXT} Semi-Final`);

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('mc-tablet.png'), fullPage: true });
  await testInfo.attach('mc-tablet', {
    path: testInfo.outputPath('mc-tablet.png'),
    contentType: 'image/png',
  });

  await deck.getByRole('button', { name: `Clear the note: ${text}`, exact: true }).click();
  await expect(deck).toContainText('No notes from the floor.');

  // Portrait tablet and phone: large type, no sideways scroll.
  for (const size of [{ width: 768, height: 1024 }, PHONE]) {
    await page.setViewportSize(size);
    await expect(floor).toContainText('Waltz · Heat 2 of 2');
    expect(await pageScrollsSideways(page), `${size.width}px scrolls sideways`).toBe(false);
  }
  await page.screenshot({ path: testInfo.outputPath('mc-phone.png'), fullPage: true });
  await testInfo.attach('mc-phone', {
    path: testInfo.outputPath('mc-phone.png'),
    contentType: 'image/png',
  });
});
