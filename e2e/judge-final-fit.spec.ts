import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { USERS } from './support/accounts';
import { TABLET } from './support/devices';
import { ownCompetition } from './support/own-competition';
import { keepScreenshot } from './support/screenshots';
import { openRound, tabletFor } from './support/tablet';

// An 8-couple final (a straight final up to 8 couples) on a judge's tablet held in landscape.
const suffix = randomUUID().slice(0, 6);
const EVENT = `Fit Waltz ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-final-fit-${suffix}`,
  fullName: `Fit Open ${suffix}`,
  judges: ['judge-a'],
  events: [{ name: EVENT, style: 'Standard', dances: ['Waltz'] }],
  couples: [{ count: 8, lead: (n) => `Lead ${n}`, follow: (n) => `Follow ${n}`, events: [EVENT] }],
});

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  await competition.command(request, {
    type: 'updateSettings',
    patch: { largestStraightFinal: 8 },
  });
  await competition.command(request, { type: 'clearRounds', eventName: EVENT });
  await competition.command(request, { type: 'generateRounds', eventName: EVENT });
  await competition.command(request, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
  competition.grant(USERS.scrutineer);
});

test('the judge’s Submit is in view without scrolling for an 8-couple final at 1024×768', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const tablet = await tabletFor(browser, 'judge-a', competition.slug);
  await tablet.setViewportSize(TABLET);
  await openRound(tablet, `${EVENT} — Final`);
  const couples = tablet.getByRole('button', { name: /^Couple \d+$/ });
  await expect(couples).toHaveCount(8);
  // The judge taps the couples in placing order; a tap off screen would scroll the page.
  for (let index = 0; index < 8; index += 1) {
    await couples.nth(index).click();
  }
  await keepScreenshot(tablet, testInfo, 'final-tablet-1024x768');
  const submit = tablet.getByRole('button', { name: 'Submit Waltz' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  const scrolled = await tablet.evaluate(() => {
    const root = document.scrollingElement!;
    return { top: root.scrollTop, overflow: root.scrollHeight - root.clientHeight };
  });
  expect(scrolled.top, 'the page scrolled').toBe(0);
  await tablet.context().close();
});
