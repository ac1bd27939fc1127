import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { DESKTOP, pageScrollsSideways } from './support/devices';

const STATE_WORDS = /^(Initialized|Empty|Running|Skipped|Marked|Posted)$/;

test('the schedule table fits a 1280 px laptop with every action in view and each state as a word', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, USERS.scrutineer);
  await page.goto('/admin/eventschedule');
  const table = page.getByRole('table', { name: 'Schedule' });
  await expect(table.getByRole('button', { name: /^Delete / }).first(), 'the rows').toBeVisible({
    timeout: 20_000,
  });
  expect(await pageScrollsSideways(page), 'the page scrolls sideways').toBe(false);
  // The table's own box does not scroll either: nothing sits clipped to the right of it.
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow, 'pixels of the table hidden to the right').toBeLessThanOrEqual(0);
  const lastDelete = table.getByRole('button', { name: /^Delete / }).last();
  const right = await lastDelete.evaluate((button) => button.getBoundingClientRect().right);
  expect(right, 'the Delete button’s right edge').toBeLessThanOrEqual(DESKTOP.width);

  // Each state reads as a word that fits its control (a native select clips its text silently).
  const states = await table.getByRole('combobox', { name: /^State of / }).evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).map((select) => {
      const text = select.selectedOptions[0]?.text ?? '';
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      // The text, the select's padding and its arrow (about 1.25rem) inside its inner width.
      const needed =
        context.measureText(text).width +
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight) +
        20;
      return { text, fits: needed <= select.clientWidth };
    }),
  );
  expect(states.length).toBeGreaterThan(0);
  for (const state of states) {
    expect(state.text).toMatch(STATE_WORDS);
    expect(state.fits, `"${state.text}" fits its control`).toBe(true);
  }
});
