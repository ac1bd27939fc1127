import { randomUUID } from 'node:crypto';
import { roundPanel, type PublicView } from '@floorcraft/domain';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { DEMO } from './support/api';
import { signIn, USERS, type TestUser } from './support/accounts';
import { answerConfirm } from './support/confirm';

// Our own event, so whatever the demo competition holds does not matter.
const suffix = randomUUID().slice(0, 6);
const EVENT = `E2E Scoring ${suffix}`;
const SEMI = `the Semi-Final of ${EVENT}`;
const auth = { authorization: `Bearer ${E2E_API_TOKEN}` };
/** A staff screen's first load on a busy machine: more than the 5 s an expectation waits. */
const FIRST_LOAD_MS = 20_000;

/** Sends a command as the operator's script would (the API token acts as `system`). */
async function command(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/commands', {
    headers: auth,
    data: { commandId: randomUUID(), command: body },
  });
  expect(response.ok(), `${String(body.type)}: ${await response.text()}`).toBe(true);
}

/**
 * The Semi-Final's panel in the order its judges are lettered: the competition's judges
 * (Judge and Chairman of Judges) that the round's panel holds. The demo's chairman of
 * judges marks only where chosen, so the chairman's grid has no row for her here.
 */
async function judges(
  request: APIRequestContext,
): Promise<{ id: string; name: string; letter: string }[]> {
  const response = await request.get(`/api/competitions/${DEMO.slug}/judge-devices`, {
    headers: auth,
  });
  expect(response.ok()).toBe(true);
  const lettered = (
    (await response.json()) as { judges: { id: string; name: string; letter: string }[] }
  ).judges;
  const snapshot = await request.get(`/api/competitions/${DEMO.slug}/views/public`);
  expect(snapshot.ok()).toBe(true);
  const { view } = (await snapshot.json()) as { view: PublicView };
  const onPanel = new Set(
    roundPanel(view, view.events[EVENT]!.rounds[2]!).map((judge) => judge.key),
  );
  return lettered.filter((judge) => onPanel.has(judge.id));
}

/** One judge's card for one dance of the Semi-Final, as their tablet would send it. */
const card = (judgeKey: string, dance: string, couples: number[]) => ({
  type: 'submitMarks',
  eventName: EVENT,
  roundNumber: 2,
  judgeKey,
  dance,
  couples,
});

async function signedIn(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // Eight couples: a Semi-Final of all eight recalling six, then a Final.
  await command(request, {
    type: 'saveEvent',
    event: {
      name: EVENT,
      eventLevel: 'Bronze',
      style: 'Standard',
      eventDances: ['Waltz', 'Tango'],
    },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 8 }, (_, index) => ({
      lead: { name: `Lead ${index + 1} ${suffix}`, affiliation: 'Harbor City University' },
      follow: { name: `Follow ${index + 1} ${suffix}`, affiliation: 'Riverside University' },
      events: [EVENT],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: EVENT });
});

test('the chairman watches the cards, settles a tie at the cut and approves; the scrutineer corrects from paper, posts, and the Final holds the recalled couples', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const panel = await judges(request);
  const lettered = panel.map((judge) => `${judge.letter} ${judge.name}`);
  const last = panel.at(-1)!;

  // The scrutineer opens the Semi-Final by its link and starts it.
  const scrutineer = await signedIn(browser, USERS.scrutineer);
  await scrutineer.goto(`/admin/scrutineer?round=${encodeURIComponent(`${EVENT}-R2`)}&view=marks`);
  await expect(scrutineer.getByLabel('Round', { exact: true })).toHaveValue(`${EVENT}-R2`);
  const waltzMarks = scrutineer.getByRole('table', { name: `Marks of ${SEMI}, Waltz` });
  await expect(waltzMarks.locator('tbody th')).toHaveCount(8);
  const n = (await waltzMarks.locator('tbody th').allInnerTexts()).map(Number);
  await scrutineer.getByRole('button', { name: 'Start round' }).click();
  await expect(
    scrutineer.getByLabel('Round', { exact: true }).locator('option:checked'),
  ).toHaveText(`${EVENT} — Semi-Final (Running)`);

  // The chairman sees every card waiting, then the grid fill as the tablets send them.
  const chairman = await signedIn(browser, USERS.chairman);
  await chairman.goto('/admin/chairman');
  const semi = chairman.getByRole('region', { name: `${EVENT} — Semi-Final` });
  const grid = semi.getByRole('table', { name: `Cards of ${EVENT} — Semi-Final` });
  // The screen's first load (the app, sign-in, the live view) takes more than 5 s on a busy
  // machine: wait for the grid's rows to be the panel's judges, with room for that load.
  await expect(grid.getByRole('rowheader')).toHaveText(lettered, { timeout: FIRST_LOAD_MS });
  await expect(grid.getByText('Waiting')).toHaveCount(2 * panel.length);

  // Every judge recalls the first five, and the sixth in the Waltz, the seventh in the Tango.
  const five = n.slice(0, 5);
  for (const judge of panel.slice(0, -1)) {
    await command(request, card(judge.id, 'Waltz', [...five, n[5]!]));
    await command(request, card(judge.id, 'Tango', [...five, n[6]!]));
  }
  await expect(grid.getByText('✓ In')).toHaveCount(2 * (panel.length - 1));
  // The last judge's tablet sends the eighth couple in the Tango: their paper sheet says the seventh.
  await command(request, card(last.id, 'Waltz', [...five, n[5]!]));
  await command(request, card(last.id, 'Tango', [...five, n[7]!]));
  await expect(grid.getByText('✓ In')).toHaveCount(2 * panel.length);
  await expect(semi.getByText(`${2 * panel.length} of ${2 * panel.length} cards in`)).toBeVisible();

  // The scrutineer keys the paper card: checked before it is sent, with a reason.
  await scrutineer.getByRole('tab', { name: 'Paper entry' }).click();
  await scrutineer.getByLabel('Judge', { exact: true }).selectOption({ label: lettered.at(-1)! });
  await scrutineer.getByLabel('Dance', { exact: true }).selectOption('Tango');
  const numbers = scrutineer.getByRole('textbox', { name: 'Competitor numbers' });
  await expect(numbers).toHaveValue([...five, n[7]].join(' '));
  await numbers.fill(five.join(' '));
  await expect(scrutineer.getByText('Tango: recall exactly 6 couples (5 marked).')).toBeVisible();
  const save = scrutineer.getByRole('button', { name: 'Save paper card' });
  await expect(save).toBeDisabled();
  await numbers.fill([...five, n[6]].join(', '));
  await scrutineer
    .getByRole('textbox', { name: 'Reason', exact: true })
    .fill('the paper sheet shows the seventh couple');
  await save.click();
  await expect(
    scrutineer.getByRole('status').filter({ hasText: 'keyed from paper' }),
  ).toBeVisible();

  // The chairman sees the card flagged as paper, and the tie it made at the cut.
  await expect(grid.getByText('paper')).toHaveCount(1);
  const approve = semi.getByRole('button', { name: 'Approve round' });
  await expect(approve).toBeDisabled();
  await expect(
    semi.getByText(/couples are tied on \d+ marks at the cut: choose to recall 5 or 7/),
  ).toBeVisible();
  const totals = semi.getByRole('table', { name: `Recall totals of ${EVENT} — Semi-Final` });
  await expect(totals.getByText('Tied at the cut')).toHaveCount(2);
  await semi.getByRole('button', { name: 'Recall 7' }).click();
  await expect(semi.getByText(/^Recall 7, chosen by you/)).toBeVisible();
  await expect(totals.getByText('Recalled', { exact: true })).toHaveCount(7);
  await approve.click();
  await expect(semi.getByText('Approved', { exact: true })).toBeVisible();

  // The history keeps the tablet's card and adds the paper correction.
  await scrutineer.getByRole('tab', { name: 'History' }).click();
  const history = scrutineer.getByRole('table', { name: `Mark history of ${SEMI}` });
  const corrected = history
    .getByRole('row')
    .filter({ hasText: last.name })
    .filter({ hasText: 'Tango' });
  await expect(corrected).toHaveCount(2);
  await expect(corrected.nth(0)).toContainText('tablet');
  await expect(corrected.nth(0)).toContainText([...five, n[7]].join(', '));
  await expect(corrected.nth(1)).toContainText('paper');
  await expect(corrected.nth(1)).toContainText('the paper sheet shows the seventh couple');
  await expect(corrected.nth(1)).toContainText(`you (${USERS.scrutineer.name})`);

  // The chairman reading the same history sees who keyed the paper card, by name.
  await chairman.goto(`/admin/scrutineer?round=${encodeURIComponent(`${EVENT}-R2`)}&view=history`);
  await expect(
    chairman
      .getByRole('table', { name: `Mark history of ${SEMI}` })
      .getByRole('row')
      .filter({ hasText: 'paper' }),
  ).toContainText(USERS.scrutineer.name);
  await chairman.goto('/admin/chairman');

  // The recall table, then posting.
  await scrutineer.getByRole('tab', { name: 'Recalls and places' }).click();
  const recall = scrutineer.getByRole('table', { name: `Recall table of ${SEMI}` });
  await expect(recall.getByText('Yes', { exact: true })).toHaveCount(7);
  await expect(recall.getByRole('row').filter({ hasText: String(n[7]) })).toContainText('No');
  await expect(
    scrutineer.getByText('Builds the Final from the 7 recalled couples, in 1 heat.'),
  ).toBeVisible();
  // Native dialogs are dismissed (Playwright's default, as in a kiosk browser): the app asks.
  await scrutineer.getByRole('button', { name: 'Post round' }).click();
  const question = await answerConfirm(scrutineer, { confirm: 'Post round' });
  await expect(scrutineer.getByText('The Final holds 7 couples in 1 heat.')).toBeVisible();
  expect(question).toContain(`Post ${SEMI}?`);
  expect(question).toContain('Builds the Final from the 7 recalled couples, in 1 heat.');

  // The Final holds the seven recalled couples.
  await scrutineer.getByLabel('Round', { exact: true }).selectOption(`${EVENT}-R1`);
  await scrutineer.getByRole('tab', { name: 'Marks' }).click();
  const finalMarks = scrutineer.getByRole('table', {
    name: `Marks of the Final of ${EVENT}, Waltz`,
  });
  await expect(finalMarks.locator('tbody th')).toHaveText(n.slice(0, 7).map(String));
  await expect(scrutineer).toHaveURL(/round=.*-R1&view=marks/);

  // Practice: the Final has not started, so the rehearsal fill is offered, saying so; it fills
  // every card of the Final with random marks, after asking.
  const fill = scrutineer.getByRole('button', { name: 'Rehearsal: fill with random marks' });
  await expect(fill).toHaveAccessibleDescription('Offered because this round has not started.');
  await fill.click();
  const rehearsal = await answerConfirm(scrutineer, { confirm: 'Fill with random marks' });
  await expect(finalMarks.getByText('waiting')).toHaveCount(0);
  expect(rehearsal).toMatch(/^Fill the Final of .+ with random marks\?/);
  expect(rehearsal).toContain('this round has not started');
  // The Final is under way now: the fill is offered no more (the competition is no rehearsal).
  await expect(fill).toHaveCount(0);
  await scrutineer.getByRole('tab', { name: 'Recalls and places' }).click();
  await expect(
    scrutineer
      .getByRole('list', { name: `Places of the Final of ${EVENT} explained` })
      .getByRole('listitem'),
  ).toHaveCount(7);
  const waltzSheet = scrutineer.getByRole('table', {
    name: `Waltz sheet of the Final of ${EVENT}`,
  });
  await expect(waltzSheet.getByRole('columnheader')).toContainText(['1', '1–2', '1–7', 'Place']);
  await expect(
    scrutineer.getByRole('table', { name: `Summary of the Final of ${EVENT}` }).locator('tbody tr'),
  ).toHaveCount(7);
});

test('stepping rounds back on the schedule: the posted Semi-Final waits for the Final it filled, the Final asks first, naming its marks', async ({
  page,
}) => {
  await signIn(page, USERS.scrutineer);
  await page.goto('/admin/eventschedule');

  // The Semi-Final's recall filled the Final, which is marked: it must go back first.
  const semi = page.getByRole('combobox', { name: `State of ${EVENT} Semi-Final` });
  // The whole day's schedule renders first.
  await expect(semi).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(semi).toHaveValue('5');
  await semi.selectOption({ label: 'Running' });
  await expect(page.getByRole('alert')).toHaveText(
    `The Final of "${EVENT}" is already under way (Marked); step it back first, then the Semi-Final its couples were recalled from.`,
  );
  await expect(semi).toHaveValue('5');

  const final = page.getByRole('combobox', { name: `State of ${EVENT} Final` });
  await expect(final).toHaveValue('4');
  await final.selectOption({ label: 'Initialized' });
  const question = await answerConfirm(page, 'cancel');
  expect(question).toContain('has marks from 5 judges');
  expect(question).toContain('setting it to Initialized discards them');
  expect(question).toContain('Discard the marks?');
  await expect(final).toHaveValue('4');
});
