import { expect, test } from '@playwright/test';
import { pathWithDancer } from './support/dancer-path';
import { publicRoutes } from './support/routes';

/**
 * Issue 27: a phone's first `Intl` date or number format loads the browser's
 * locale data, one task of 50 ms and more on its main thread (200 ms at
 * Lighthouse's mobile CPU). The public pages show dates, the competition's
 * clock and counts without it: the server sends the zone's offsets with the
 * page (`learnZoneOffsets`) and the words are written out (date-words.ts).
 * This fails when a page starts making a formatter again as it opens.
 */

/** The pages the server draws: spec §2's public routes but the judge's, the big screen's and sign-in. */
const PAGES = publicRoutes
  .map(({ path }) => path)
  .filter((path) => !/^\/(judges|jumbotron|login)/.test(path));

/** Counts, in the page, every `Intl` format made and every `toLocale…String` call. */
function countLocaleFormats(): void {
  const made: string[] = [];
  (window as unknown as { localeFormatsMade: string[] }).localeFormatsMade = made;
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat']) {
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    const original = intl[name]!;
    intl[name] = new Proxy(original, {
      construct(target, args) {
        made.push(`Intl.${name}`);
        return new target(...(args as unknown[])) as object;
      },
      apply(target, thisArg, args) {
        made.push(`Intl.${name}`);
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
  }
  const prototypes = [
    [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [Number.prototype, ['toLocaleString']],
  ] as const;
  for (const [prototype, methods] of prototypes) {
    for (const method of methods) {
      const original = Reflect.get(prototype, method) as (...args: unknown[]) => unknown;
      Reflect.set(prototype, method, function (this: unknown, ...args: unknown[]) {
        made.push(method);
        return Reflect.apply(original, this, args);
      });
    }
  }
}

for (const path of PAGES) {
  test(`${path} opens and hydrates without making an Intl format`, async ({ page, request }) => {
    await page.addInitScript(countLocaleFormats);
    const frames: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
    );
    await page.goto(await pathWithDancer(request, path));
    // A page follows its channel once hydrated, and once it holds its whole view.
    await expect
      .poll(() => frames.some((frame) => frame.includes('"type":"synced"')), {
        message: `${path} follows its channel`,
      })
      .toBe(true);
    const made = await page.evaluate(
      () => (window as unknown as { localeFormatsMade: string[] }).localeFormatsMade,
    );
    expect(made, `${path} made these as it opened`).toEqual([]);
    // The counting is live: the page's own formats would have been seen.
    await page.evaluate(() => new Intl.DateTimeFormat('en-GB').format(0));
    expect(
      await page.evaluate(
        () => (window as unknown as { localeFormatsMade: string[] }).localeFormatsMade,
      ),
    ).toEqual(['Intl.DateTimeFormat']);
  });
}
