import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from './playwright.config';
import { signIn, USERS } from './support/accounts';
import { axeViolations } from './support/axe';
import { ownCompetition } from './support/own-competition';

// Issue 25 item 6: a dancer whose school is not on the list types it on /register; the public
// sees "Other" until the registrar confirms it (it joins the list) or merges it into a listed
// school. A competition of our own, so nobody else's registrations are on its desk.
const suffix = randomUUID().slice(0, 6);
const EVENT = `Typed Latin ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-typed-${suffix}`,
  fullName: `Typed Schools Open ${suffix}`,
  events: [{ name: EVENT, style: 'Latin', dances: ['Rumba'] }],
  couples: [],
});

/** Registers a couple with the API token (staff: registration closed, no per-address limit). */
async function registerTyping(request: APIRequestContext, name: string, school: string) {
  const person = (who: string) => ({
    name: who,
    email: `${who.toLowerCase().replace(/ /g, '.')}@example.org`,
    affiliation: 'Harbor City University',
    levels: {},
    student: false,
    waiverAccepted: true,
  });
  const response = await request.post(`/api/competitions/${competition.slug}/registrations`, {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: {
      commandId: randomUUID(),
      website: '',
      registration: {
        dancer: { ...person(name), affiliation: 'Other', otherAffiliation: school },
        role: 'lead',
        partner: { kind: 'new', dancer: person(`${name} Partner`) },
        events: [EVENT],
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openDesk(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, USERS.registrar);
  await page.goto(competition.at('/admin/competitors'));
  return page;
}

const ANN = `Ann Typed ${suffix}`;
const BO = `Bo Typed ${suffix}`;
const NEW_SCHOOL = `Seaside Swing Club ${suffix}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  competition.grant(USERS.registrar);
  await registerTyping(request, ANN, NEW_SCHOOL);
  await registerTyping(request, BO, 'Harbour City Uni');
});

test('the desk shows a typed school, the public “Other”; Confirm adds it to the schools', async ({
  browser,
  request,
}) => {
  const before = await competition.publicView(request);
  const ann = Object.values(before.competitors).find((dancer) => dancer.name === ANN)!;
  expect(ann.affiliation).toBe('Other');
  expect(JSON.stringify(before)).not.toContain(NEW_SCHOOL);

  const page = await openDesk(browser);
  const typed = page.getByRole('list', { name: 'Typed schools to check' });
  const item = typed.getByRole('listitem', { name: `${ANN}, typed: ${NEW_SCHOOL}` });
  await expect(item, 'the typed school on the desk').toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText(`typed: ${NEW_SCHOOL}`);
  expect(await axeViolations(page, { include: '[data-panel="typed-schools"]' })).toEqual([]);
  await item.getByRole('button', { name: `Confirm ${NEW_SCHOOL} as a new school` }).click();
  await expect(item).toBeHidden();

  const after = await competition.publicView(request);
  expect(after.affiliations).toContain(NEW_SCHOOL);
  expect(after.competitors[ann.id]!.affiliation).toBe(NEW_SCHOOL);
  await page.context().close();
});

test('Merge sets a school from the list and adds none', async ({ browser, request }) => {
  const page = await openDesk(browser);
  const item = page
    .getByRole('list', { name: 'Typed schools to check' })
    .getByRole('listitem', { name: `${BO}, typed: Harbour City Uni` });
  await expect(item, 'the typed school on the desk').toBeVisible({ timeout: 20_000 });
  await item
    .getByRole('combobox', { name: 'Merge Harbour City Uni into' })
    .selectOption('Harbor City University');
  await item.getByRole('button', { name: 'Merge Harbour City Uni into the chosen school' }).click();
  await expect(item).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Typed schools to check' })).toHaveCount(0);

  const view = await competition.publicView(request);
  const bo = Object.values(view.competitors).find((dancer) => dancer.name === BO)!;
  expect(bo.affiliation).toBe('Harbor City University');
  expect(view.affiliations).not.toContain('Harbour City Uni');
  await page.context().close();
});
