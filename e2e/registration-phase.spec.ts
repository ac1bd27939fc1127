import { expect, test, type Page } from '@playwright/test';
import { changeMetadata } from './support/api';
import { publicView, registerTbaDancer } from './support/registration';

/**
 * Issue 25 item 4: home, /register and the charge read one rule (the
 * domain's `registrationStanding`), so they agree on either side of a
 * deadline; the switch left on EARLY promises nothing the dates do not give.
 * The deadlines are set relative to now through commands, and put back.
 */
const MINUTE = 60_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
type Deadlines = Record<
  | 'dateRegistrationEarly'
  | 'dateRegistrationOpen'
  | 'dateRegistrationClosed'
  | 'registrationStatus',
  string | undefined
>;

/** The phases a dancer registered now is charged at, read back as the dancer reads them. */
async function chargedPhases(page: Page, name: string): Promise<string[]> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const { code } = await registerTbaDancer(page.request, {
    name,
    email,
    role: 'lead',
    events: ['Open Standard'],
  });
  const response = await page.request.post('/api/registrations/access', {
    data: { email, code },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { registration } = (await response.json()) as {
    registration: { charges: { phase: string }[] };
  };
  return [...new Set(registration.charges.map((charge) => charge.phase))];
}

test('home, /register and the charge agree before and after the early deadline', async ({
  page,
  request,
}) => {
  const stored = (await publicView(request)).metadata as Partial<Deadlines>;
  try {
    await changeMetadata(request, {
      registrationStatus: 'EARLY',
      dateRegistrationEarly: fromNow(60 * MINUTE),
      dateRegistrationOpen: fromNow(120 * MINUTE),
      dateRegistrationClosed: fromNow(180 * MINUTE),
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Early registration');
    await expect(page.getByTestId('registration-status')).toContainText('Early-bird prices');
    await page.goto('/register');
    await expect(page.getByTestId('registration-fee')).toContainText('(Early price');
    expect(await chargedPhases(page, 'Ella Early')).toEqual(['Early']);

    // Across the deadline (moved to a minute ago); the switch still says EARLY.
    await changeMetadata(request, { dateRegistrationEarly: fromNow(-MINUTE) });
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Registration open');
    await expect(page.getByTestId('registration-status')).toContainText('Normal prices');
    await expect(page.getByRole('main')).not.toContainText('Early');
    await page.goto('/register');
    await expect(page.getByTestId('registration-fee')).toContainText('(Normal price');
    expect(await chargedPhases(page, 'Nora Normal')).toEqual(['Normal']);

    // Closed now by the switch, before the close date: home and /register both say so.
    await changeMetadata(request, { registrationStatus: 'CLOSED' });
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Registration closed');
    await expect(page.getByRole('main').getByRole('link', { name: 'Register now' })).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByRole('status')).toContainText('Registration is closed.');
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  } finally {
    await changeMetadata(request, {
      registrationStatus: stored.registrationStatus ?? 'OPEN',
      dateRegistrationEarly: stored.dateRegistrationEarly ?? null,
      dateRegistrationOpen: stored.dateRegistrationOpen ?? null,
      dateRegistrationClosed: stored.dateRegistrationClosed ?? null,
    });
  }
});
