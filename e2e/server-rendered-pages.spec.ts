import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './support/api';
import { ownCompetition } from './support/own-competition';
import { pathWithDancer } from './support/dancer-path';

/**
 * Issue 27: the public pages are drawn on the server (ADR 044). A phone on a
 * crowded network reads the page from its first HTML response, before any
 * script has run, and downloads a small script to make it live.
 */
const PAGES: {
  path: string;
  heading: string;
  content: string[];
  /** False where the spec hides the top bar (an event's results: resultDetails; /register). */
  topBar?: false;
}[] = [
  { path: '/', heading: DEMO.fullName, content: ['Marston Field House', 'Competition details'] },
  {
    path: '/details',
    heading: 'Details',
    content: ['Dates:', 'Two days of collegiate DanceSport'],
  },
  { path: '/rules', heading: 'Rules', content: ['Events are judged under the Skating System.'] },
  {
    path: '/venue',
    heading: 'Venue',
    content: ['Marston Field House', 'Parking is free in Lot C'],
  },
  { path: '/contact', heading: 'Contact', content: ['find the information table'] },
  { path: '/about', heading: 'About', content: ['Officials', 'Eleanor Whitfield', 'Scrutineer'] },
  {
    path: '/entries',
    heading: 'Entries',
    content: ['Search entries', 'Entries in Newcomer Standard', '15 couples'],
  },
  {
    path: '/competitors',
    heading: 'Competitors',
    content: ['Search dancers', 'aria-label="Dancers"', 'href="/competitors/'],
  },
  {
    path: '/TBAList',
    heading: 'TBA list',
    content: ['Search the TBA list', 'Bronze Smooth', 'Lucia Ferraro'],
  },
  {
    path: '/results',
    heading: 'Results',
    content: [
      'aria-label="Events with results"',
      'Newcomer Standard',
      'Final results: Quarter-Final, Semi-Final, Final',
      'Harbor City University',
    ],
  },
  {
    path: `/results/${encodeURIComponent('Newcomer Standard')}`,
    heading: 'Newcomer Standard',
    topBar: false,
    content: ['<h2 id="round-1">Final</h2>', 'Final summary: dance places, totals and result'],
  },
  // Spec §2: no top bar on the live pages. What is on the floor: see the live pages' test below.
  {
    path: '/live',
    heading: DEMO.fullName,
    content: ['On the floor now', 'Latest results'],
    topBar: false,
  },
  {
    path: `/live/${encodeURIComponent('Newcomer Standard')}/1`,
    heading: 'Newcomer Standard',
    content: ['Final', 'All live results'],
    topBar: false,
  },
  {
    // A dancer's own page: the server gives dancers their ids, found by name (`pathWithDancer`).
    path: '/competitors/{Jonas Lindgren}',
    heading: 'Jonas Lindgren',
    content: [
      'Northbridge College',
      'Heats to come',
      'Quarter-Final',
      'Heat 1 of 2',
      'href="/competitors/',
      'Mei Takahashi</a>',
      'aria-label="Rounds of Gold Smooth"',
    ],
  },
  {
    path: '/register',
    heading: 'Register',
    topBar: false,
    content: [
      'aria-label="Registration"',
      'Your name',
      'A dancer already registered',
      'Silver Latin',
      'I have read and accept the waiver',
    ],
  },
  {
    // The access form: the dancer's own registration comes only with their email and code.
    path: '/updateEntries',
    heading: 'Update entries',
    content: [
      'Not registered yet?',
      'href="/register"',
      'aria-label="Open my registration"',
      'Competitor code',
      'Lost your code? Send it again',
    ],
  },
];

/** What the page reports as errors (a hydration mismatch is one), as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every script a page loads, by URL, with its body. */
function collectScripts(page: Page): Map<string, Buffer> {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), await response.body());
    }
  });
  return scripts;
}

for (const { path, heading, content, topBar = true } of PAGES) {
  test(`${path}: the first HTML response holds the top bar (where shown), the heading and the content`, async ({
    request,
  }) => {
    const response = await request.get(await pathWithDancer(request, path));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html.includes('data-testid="top-bar"')).toBe(topBar);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    for (const text of content) {
      expect(html, `${path}'s first HTML lacks "${text}"`).toContain(text);
    }
    // The stylesheet comes inlined: nothing but the page itself before the first paint.
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
  });
}

test('a dancer’s page of an id nobody registered is not found (404), saying so', async ({
  request,
}) => {
  const response = await request.get('/competitors/no-such-dancer');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>No such competitor<\/h1>/);
  // React separates the id from the words around it with a comment.
  expect(html).toContain('No dancer is registered under “<!-- -->no-such-dancer<!-- -->”.');
  expect(html).toContain('href="/competitors"');
});

test('the pages are the same under /c/:slug, their links staying under it', async ({ request }) => {
  const html = await (await request.get(`/c/${DEMO.slug}/rules`)).text();
  expect(html).toContain('Events are judged under the Skating System.');
  expect(html).toContain(`href="/c/${DEMO.slug}/venue"`);
  expect(html).not.toContain('href="/venue"');
});

test('with JavaScript off a phone still reads the page, its name in its colour', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/venue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venue');
  await expect(page.getByText('Parking is free in Lot C')).toBeVisible();
  const name = page.getByTestId('top-bar').getByText(DEMO.fullName);
  await expect(name).toHaveCSS('color', 'rgb(29, 78, 216)');
  await expect(page).toHaveTitle(`Venue · ${DEMO.fullName}`);
  await context.close();
});

/**
 * What a public page may load of JavaScript, gzip: React and the pages' code.
 * Today's figure is about 85 KB, React DOM 65 KB of it (the app's pages loaded
 * 174–210 KB before issue 27); bench/README.md "Public pages on a phone" keeps
 * the figures. The script holds every page's content but /register's and an
 * event's results (chunks of their own): each page's own chunk would save ~10 KB.
 */
const PUBLIC_PAGE_JS_BUDGET_BYTES = 90 * 1024;
/**
 * /register's: the public script, its form's chunk and the 0.7 KB that reads its registered
 * dancers in lines once hydrated (345 KB of JSON no longer in its first HTML on the 1,500-couple
 * competition), about 100.5 KB (154 KB before issue 27).
 */
const REGISTER_JS_BUDGET_BYTES = 102 * 1024;
/**
 * /updateEntries's as it opens: the public script, the forms' chunk it shares with /register, its
 * access form's and the lines' reader, about 98.5 KB (the app's page, 150 KB or more, before issue 27); the opened
 * registration's screens and their checks load once a dancer opens it.
 */
const UPDATE_ENTRIES_JS_BUDGET_BYTES = 100 * 1024;

test(`a public page loads at most ${PUBLIC_PAGE_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip), and no stylesheet`, async ({
  page,
}, testInfo) => {
  const scripts = collectScripts(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') {
      stylesheets.push(request.url());
    }
  });
  await page.goto('/rules', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  const gzipBytes = [...scripts.values()].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  const figure = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
  testInfo.annotations.push({ type: 'public-page-js', description: figure });
  console.log(`public page JavaScript: ${figure}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_BYTES);
  expect(stylesheets).toEqual([]);
});

/** Pages with the script alone, and pages with a chunk of their own (the form, the sheets). */
for (const path of ['/rules', '/register', '/results/Newcomer%20Standard']) {
  test(`${path}: its first HTML names every script the page loads as it opens, so a phone asks for all at once`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const named = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    const loaded: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') {
        loaded.push(new URL(sent.url()).pathname);
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Without the preloads, each import is learnt of only once its importer has run: one more
    // round trip on a phone's network per level.
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.filter((script) => !named.has(script))).toEqual([]);
  });
}

for (const path of ['/about', '/competitors/{Jonas Lindgren}']) {
  test(`${path} hydrates without a mismatch and its menu then works`, async ({ page, request }) => {
    const errors = errorsOf(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(await pathWithDancer(request, path));
    const toggle = page.getByTestId('top-bar').getByRole('button', { name: 'Menu' });
    // The toggle answers only once React has taken over the server's HTML.
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    await expect(page.locator('#top-bar-menu').getByRole('link', { name: 'Rules' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

/** The long lists: each hydrates without a mismatch, then its search narrows it. */
const LISTS = [
  { path: '/competitors', search: 'Search dancers', list: 'Dancers' },
  { path: '/entries', search: 'Search entries', list: /^Entries in / },
];

for (const { path, search, list } of LISTS) {
  test(`${path} hydrates without a mismatch, then its search narrows the list`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.goto(path);
    const rows = page.getByRole('list', { name: list }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // Typing reaches the list only once React has taken over the server's HTML.
    await expect(async () => {
      await page.getByRole('searchbox', { name: search }).fill('');
      await page.getByRole('searchbox', { name: search }).fill('Takahashi');
      await expect(rows).toHaveCount(1, { timeout: 500 });
    }).toPass();
    expect(errors).toEqual([]);
  });
}
test('/entries takes its whole list in lines over HTTP, and its socket carries no snapshot', async ({
  page,
  request,
}) => {
  const whole = (await (
    await request.get(`/api/competitions/${DEMO.slug}/views/page?page=/entries`)
  ).json()) as { view: { events: { eventName: string }[] } };
  const last = whole.view.events.at(-1)!.eventName;
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => frames.push(String(payload))),
  );
  const lines = page.waitForResponse((response) => response.url().includes('lines=1'));
  await page.goto('/entries');
  const response = await lines;
  // Compressed, where the socket's snapshot is not.
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  // The first HTML holds the first rows only: the last event comes with the lines. (Searched
  // for: on a list of more than 300 rows, as other tests leave the demo, it is not drawn unasked.)
  const search = page.getByRole('searchbox', { name: 'Search entries' });
  await expect(search).toBeEnabled();
  await search.fill(last);
  await expect(page.getByRole('list', { name: `Entries in ${last}` })).toBeVisible();
  // Subscribed from the lines' version: the server answers it is in step, no snapshot.
  await expect.poll(() => frames.some((frame) => frame.includes('"type":"synced"'))).toBe(true);
  expect(frames.filter((frame) => frame.includes('"type":"snapshot"'))).toEqual([]);
});

test('the results pages hydrate without a mismatch, then draw what follows the first rows', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/results', { waitUntil: 'networkidle' });
  const list = page.getByRole('list', { name: 'Events with results' });
  await expect(list.getByRole('link', { name: 'Newcomer Standard', exact: true })).toBeVisible();
  await list.getByRole('link', { name: 'Newcomer Standard', exact: true }).click();
  // The server draws the Final; the earlier rounds follow once hydrated.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Final',
    'Semi-Final',
    'Quarter-Final',
  ]);
  expect(errors).toEqual([]);
});

test('the registration form hydrates without a mismatch, then quotes the fee and finds a partner', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = collectScripts(page);
  await page.goto('/register', { waitUntil: 'networkidle' });
  // As it opens: the public script and the form's chunk (its checks load once the form is used).
  const gzipBytes = [...scripts.values()].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  const figure = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
  testInfo.annotations.push({ type: 'register-js', description: figure });
  console.log(`/register JavaScript: ${figure}`);
  expect(gzipBytes).toBeLessThanOrEqual(REGISTER_JS_BUDGET_BYTES);
  const fee = page.getByTestId('registration-fee');
  await expect(fee).toContainText('Fee: $30.00');
  // Ticking reaches the fee only once React has taken over the server's HTML.
  const event = page.getByRole('checkbox', { name: 'Silver Latin', exact: true });
  await expect(async () => {
    // Unticked first: a tick before hydration changed the box but not the form.
    await event.setChecked(false);
    await event.setChecked(true);
    await expect(fee).toContainText('Fee: $42.00', { timeout: 500 });
  }).toPass();
  await page.getByRole('radio', { name: 'A dancer already registered' }).check();
  await page.getByRole('combobox', { name: 'Partner (search by name)' }).fill('Chloe Zim');
  await page.getByRole('option', { name: /Chloe Zimmer/ }).click();
  await expect(page.getByRole('combobox', { name: 'Partner (search by name)' })).toHaveValue(
    /^Chloe Zimmer/,
  );
  expect(errors).toEqual([]);
});

test('the update entries page hydrates without a mismatch, within its budget, then its Lost your code opens', async ({
  page,
}, testInfo) => {
  const errors = errorsOf(page);
  const scripts = collectScripts(page);
  await page.goto('/updateEntries', { waitUntil: 'networkidle' });
  const gzipBytes = [...scripts.values()].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  const figure = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
  testInfo.annotations.push({ type: 'update-entries-js', description: figure });
  console.log(`/updateEntries JavaScript: ${figure}`);
  expect(gzipBytes).toBeLessThanOrEqual(UPDATE_ENTRIES_JS_BUDGET_BYTES);
  // The button is usable only once React has taken over the server's HTML.
  await page.getByRole('button', { name: 'Lost your code? Send it again' }).click();
  await expect(page.getByRole('form', { name: 'Send my code again' })).toBeVisible();
  await expect(page.getByLabel('Email to send the code to')).toBeEditable();
  expect(errors).toEqual([]);
});

test('a link from the signed-in app to a public page loads it from the server', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's own navigation to /rules (as a link inside the app would do).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/rules');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  await expect(page.getByTestId('top-bar')).toHaveClass(/fc-bar/);
});

test.describe('the live pages', () => {
  // A competition of their own: what is on its floor is this test's alone.
  const suffix = randomUUID().slice(0, 6);
  const EVENT = `E2E Drawn Latin ${suffix}`;
  const SEMI = 2;
  const competition = ownCompetition({
    slug: `e2e-drawn-live-${suffix}`,
    fullName: `Drawn Live Open ${suffix}`,
    judges: ['judge-a', 'judge-b', 'judge-c'],
    events: [{ name: EVENT, style: 'Latin', dances: ['Rumba'] }],
    couples: [
      {
        count: 8,
        lead: (n) => `Drawn Lead ${n} ${suffix}`,
        follow: (n) => `Drawn Follow ${n} ${suffix}`,
        events: [EVENT],
      },
    ],
  });
  const livePath = competition.at('/live');
  const roundPath = competition.at(`/live/${encodeURIComponent(EVENT)}/${SEMI}`);
  /** The page's first HTML as a reader sees its text: React's separators between texts gone. */
  const firstHtml = async (request: APIRequestContext, path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    return (await response.text()).replaceAll('<!-- -->', '');
  };

  test.beforeAll(async ({ request }) => {
    await competition.setUp(request);
    await competition.command(request, { type: 'startRound', eventName: EVENT, roundNumber: SEMI });
  });

  test('their first HTML holds the round on the floor and its couples, then its recalls', async ({
    request,
  }) => {
    const live = await firstHtml(request, livePath);
    const onFloor = live.slice(live.indexOf('id="live-now"'), live.indexOf('id="live-results"'));
    expect(onFloor).toContain(`${EVENT} Semi-Final`);
    expect(onFloor).toContain('8 couples');
    const view = await competition.publicView(request);
    const numbers = Object.values(view.events[EVENT]!.rounds[SEMI]!.entries)
      .map((entry) => entry.leadNumber)
      .sort((a, b) => a - b);
    const round = await firstHtml(request, roundPath);
    expect(round).toContain('On the floor now: results soon');
    expect(round).toContain(`Dancing: ${numbers.join(', ')}`);

    const recalled = numbers.slice(0, 6);
    await competition.everyJudgeMarks(request, EVENT, SEMI, recalled);
    await competition.command(request, {
      type: 'approveRound',
      eventName: EVENT,
      roundNumber: SEMI,
    });
    await competition.command(request, { type: 'postRound', eventName: EVENT, roundNumber: SEMI });
    const posted = await firstHtml(request, roundPath);
    expect(posted).toContain('Semi-Final: recalled to the Final');
    const shown = [...posted.matchAll(/<li title="[^"]*">(\d+)<\/li>/g)].map((match) => match[1]);
    expect(shown).toEqual(recalled.map(String));
    expect(await firstHtml(request, livePath)).toContain(`Recalled from the ${EVENT} Semi-Final`);
  });

  test('a round the competition does not have is not found', async ({ request }) => {
    for (const path of [
      competition.at(`/live/${encodeURIComponent(EVENT)}/7`),
      competition.at(`/live/${encodeURIComponent(EVENT)}/02`),
      competition.at('/live/No%20Such%20Event/1'),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    }
  });

  for (const [name, path] of [
    ['/live', livePath],
    ['a round’s live page', roundPath],
  ] as const) {
    test(`${name} hydrates without a mismatch and follows its page channel`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const frames: string[] = [];
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
      );
      await page.goto(path);
      // The socket is watched once hydrated; it resumes from the page's version: no snapshot.
      await expect.poll(() => frames.some((frame) => frame.includes('"type":"synced"'))).toBe(true);
      expect(frames.filter((frame) => frame.includes('"type":"snapshot"'))).toEqual([]);
      if (path === livePath) {
        await expect(page.getByRole('status')).toHaveText('● Live');
      }
      expect(errors).toEqual([]);
    });
  }
});
