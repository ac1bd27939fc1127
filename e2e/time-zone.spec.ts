import { formatInZone, isoToZonedInput, zonedInputToIso } from '@floorcraft/domain';
import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { changeMetadata } from './support/api';
import { publicView } from './support/registration';

// Issue 25 item 3: every time is the competition's (the demo runs on New York time), never the
// browser's clock zone. This browser is in Tokyo, 13 or 14 hours ahead of the venue, so a time
// read in the browser's zone would show another hour and, for the demo's 23:59 deadlines, the
// next day.
test.use({ timezoneId: 'Asia/Tokyo' });
test.describe.configure({ mode: 'serial' });

const NEW_YORK = 'America/New_York';

test('the details page names each deadline on New York time, from a browser in Tokyo', async ({
  page,
  request,
}) => {
  const { metadata } = await publicView(request);
  expect(metadata.timeZone).toBe(NEW_YORK);
  await page.goto('/details');
  await expect(page.getByText('Registration closes:'), 'the deadlines').toBeVisible({
    timeout: 20_000,
  });
  for (const [label, instant] of [
    ['Early registration ends:', metadata.dateRegistrationEarly],
    ['Normal registration ends:', metadata.dateRegistrationOpen],
    ['Registration closes:', metadata.dateRegistrationClosed],
  ] as const) {
    const shown = formatInZone(instant!, NEW_YORK);
    expect(shown).toMatch(/, 23:59 New York time$/);
    await expect(page.getByRole('listitem').filter({ hasText: label })).toHaveText(
      `${label} ${shown}`,
    );
  }
  await expect(page.getByText(/Tokyo/)).toHaveCount(0);
});

test('/register says when registration closed on New York time, from a browser in Tokyo', async ({
  page,
  request,
}) => {
  const before = (await publicView(request)).metadata.dateRegistrationClosed;
  // 1 Feb 2020, 23:59 UTC: 18:59 in New York, already 08:59 on the 2nd in Tokyo.
  await changeMetadata(request, { dateRegistrationClosed: '2020-02-01T23:59:00Z' });
  try {
    await page.goto('/register');
    // The competition's first snapshot took over 5 s on the loaded machine.
    await expect(page.getByRole('status'), 'the closed sentence').toContainText(
      'Registration closed on 1 Feb 2020, 18:59 New York time.',
      { timeout: 20_000 },
    );
  } finally {
    await changeMetadata(request, { dateRegistrationClosed: before ?? '' });
  }
});

test('setup shows and takes deadlines on New York time, from a browser in Tokyo', async ({
  page,
  request,
}) => {
  const before = (await publicView(request)).metadata.dateRegistrationClosed!;
  await signIn(page, USERS.owner);
  await page.goto('/admin/setup');
  const closes = page.getByLabel('Registration closes (New York time)');
  await expect(closes, 'the deadline loaded').toHaveValue(isoToZonedInput(before, NEW_YORK), {
    timeout: 20_000,
  });
  // 21:30 on the closing day, typed on New York's clock: 01:30 or 02:30 UTC the next day.
  const typed = `${isoToZonedInput(before, NEW_YORK).slice(0, 10)}T21:30`;
  await closes.fill(typed);
  try {
    await page.getByRole('button', { name: 'Save competition' }).click();
    await expect(page.getByText('Competition details saved.')).toBeVisible();
    const stored = (await publicView(request)).metadata.dateRegistrationClosed!;
    expect(Date.parse(stored)).toBe(Date.parse(zonedInputToIso(typed, NEW_YORK)));
    expect([4, 5]).toContain((Date.parse(stored) - Date.parse(`${typed}:00Z`)) / 3_600_000);
    expect(formatInZone(stored, NEW_YORK)).toMatch(/, 21:30 New York time$/);
  } finally {
    await changeMetadata(request, { dateRegistrationClosed: before });
  }
});
