import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { ownCompetition } from './support/own-competition';

// Two finals planned for 5 June next year, danced today: the dashboard names the plan's day.
const suffix = randomUUID().slice(0, 6);
const FIRST = `Progress Waltz ${suffix}`;
const SECOND = `Progress Tango ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-progress-${suffix}`,
  fullName: `Progress Open ${suffix}`,
  judges: ['judge-a'],
  events: [FIRST, SECOND].map((name) => ({ name, style: 'Standard', dances: ['Waltz'] })),
  couples: [FIRST, SECOND].map((event) => ({
    count: 4,
    lead: (n: number) => `${event} Lead ${n}`,
    follow: (n: number) => `${event} Follow ${n}`,
    events: [event],
  })),
});

/**
 * A fixed-offset zone that puts the venue near noon now, so the round started below is
 * today's at the venue whenever the suite runs (Etc/GMT-N is N hours ahead of UTC).
 */
const venueHours = 12 - new Date().getUTCHours();
const timeZone =
  venueHours === 0 ? 'Etc/GMT' : `Etc/GMT${venueHours > 0 ? '-' : '+'}${Math.abs(venueHours)}`;

test.beforeAll(async ({ request }) => {
  const { command } = competition;
  await competition.setUp(request);
  await command(request, { type: 'updateMetadata', patch: { timeZone } });
  await command(request, { type: 'assignStartTimes' });
  const view = await competition.publicView(request);
  const numbers = Object.values(view.events[FIRST]!.rounds[1]!.entries).map(
    (entry) => entry.leadNumber,
  );
  await command(request, { type: 'startRound', eventName: FIRST, roundNumber: 1 });
  await competition.everyJudgeMarks(request, FIRST, 1, numbers);
  await command(request, { type: 'approveRound', eventName: FIRST, roundNumber: 1 });
  await command(request, { type: 'postRound', eventName: FIRST, roundNumber: 1 });
  competition.grant(USERS.owner);
});

test('the dashboard names the competition and the day’s progress, danced on another date than planned', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.owner);
  await page.goto(competition.at('/admin'));
  const progress = page.getByRole('region', { name: `Progress Open ${suffix}` });
  await expect(progress, 'the region named after the competition').toBeVisible({
    timeout: 20_000,
  });
  await expect(progress.getByText(/rounds posted/)).toHaveText(
    /^1 of 2 rounds posted, (\d+ min (behind|ahead)|on schedule) \(the plan’s \w{3} 5 Jun, danced today\)$/,
  );
});
