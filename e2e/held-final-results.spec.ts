import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { PHONE } from './support/devices';
import { ownCompetition } from './support/own-competition';

// Issue 25 item 12: a final's places held back from phones until the big screen reveals them.
// A competition of our own (the option touches only its settings): one straight final of four.
const suffix = randomUUID().slice(0, 6);
const EVENT = `Held Waltz ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-held-${suffix}`,
  fullName: `Held Open ${suffix}`,
  judges: ['judge-a', 'judge-b', 'judge-c'],
  events: [{ name: EVENT, style: 'Standard', dances: ['Waltz'] }],
  couples: [
    {
      count: 4,
      lead: (n: number) => `Held Lead ${n}`,
      follow: (n: number) => `Held Follow ${n}`,
      events: [EVENT],
    },
  ],
});
const { command, signedIn } = competition;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  competition.grant(USERS.owner, USERS.mc);
});

test('the owner turns on holding final results in setup', async ({ browser }) => {
  const owner = await signedIn(browser, USERS.owner, '/admin/settings');
  const hold = owner.getByRole('switch', {
    name: 'Hold final results until they are revealed on the big screen',
  });
  await expect(hold).not.toBeChecked();
  await hold.click();
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await axeViolations(owner)).toEqual([]);
});

test('with results held, a phone shows the final’s places only once the big screen has revealed them', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // The final is danced and posted: every judge places the highest number first.
  const view = await competition.publicView(request);
  const numbers = Object.values(view.events[EVENT]!.rounds[1]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => b - a);
  await command(request, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
  await competition.everyJudgeMarks(request, EVENT, 1, numbers);
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: 1 });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: 1 });

  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await phone.goto(competition.at('/live'));
  const card = phone.getByRole('listitem').filter({ hasText: `${EVENT} Final` });
  await expect(card.getByText('Danced: the places are announced at the awards.')).toBeVisible({
    timeout: 10_000,
  });
  const places = phone.getByRole('list', { name: `Places in the ${EVENT} Final` });
  await expect(places).toHaveCount(0);
  expect(await axeViolations(phone)).toEqual([]);

  // The MC reveals the final on the big screen, last place first.
  const controller = await signedIn(browser, USERS.mc, '/jumbotroncontroller');
  await controller.getByRole('button', { name: `Show the final of ${EVENT}` }).click();
  await expect(controller.getByText('0 of 4 shown')).toBeVisible();
  await expect(controller.getByText(`${EVENT} Final: 0 of 4 places out`)).toBeVisible();
  for (let shown = 1; shown <= 3; shown += 1) {
    await controller.getByRole('button', { name: 'Reveal next place' }).click();
    await expect(controller.getByText(`${shown} of 4 shown`)).toBeVisible();
  }
  // Three places out on the hall's screen: the phone has them, not the winner.
  await expect(places.getByRole('listitem')).toHaveCount(3);
  await expect(card.getByText('The top place is announced at the awards.')).toBeVisible();
  await expect(places).not.toContainText(String(numbers[0]));

  await controller.getByRole('button', { name: 'Reveal next place' }).click();
  await expect(controller.getByText('4 of 4 shown')).toBeVisible();
  // Every place revealed: the phone shows the whole final, winner first, without a reload.
  await expect(places.getByRole('listitem')).toHaveCount(4);
  await expect(places.getByRole('listitem').first()).toContainText(`1st ${numbers[0]}`);
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(controller.getByRole('heading', { name: 'Held for the awards' })).toHaveCount(0);
});
