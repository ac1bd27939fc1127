import { describe, expect, it } from 'vitest';
import type { ViewChannel } from '../../realtime/view-channel';
import { RenderedPages } from './rendered-pages';
import type { PublicPageInput, PublicRenderer } from './public-renderer';

/** A page channel as the pages read it: its view, version and history. */
function channelAt(version: { at: number }, view: unknown) {
  return {
    get lastChangedVersion() {
      return version.at;
    },
    currentView: () => view,
    epoch: 'e1',
  } as unknown as ViewChannel;
}

function setup() {
  const version = { at: 5 };
  const rules = channelAt(version, { page: 'rules', text: 'Soft soles.' });
  const clock = { now: new Date('2027-03-11T14:00:10Z'), listsCompetitions: false };
  const drawn: PublicPageInput[] = [];
  const renderer: PublicRenderer = {
    render: (input) => {
      drawn.push(input);
      return {
        html: `<p>${input.version} ${input.now}</p>`,
        title: 'Rules',
        data: '{}',
        chunks: [],
      };
    },
    script: '/assets/public.js',
    css: 'p{}',
    modulePreloads: () => ['/assets/react.js'],
  };
  const pages = new RenderedPages(
    {
      defaultSlug: () => 'spring',
      rootListsCompetitions: () => clock.listsCompetitions,
      pageChannel: (slug, path) =>
        slug === 'spring' && (path === '/rules' || path === '/') ? rules : undefined,
    },
    renderer,
    () => clock.now,
  );
  const html = async (pathname: string) => (await pages.answer(pathname, undefined))?.body;
  return { version, clock, drawn, pages, html };
}

/** One render per page, address, version and minute (ADR 044). */
describe('RenderedPages', () => {
  it('draws a page once per version, and again when its version moves', async () => {
    const { version, drawn, html } = setup();
    const first = await html('/rules');
    expect(await html('/rules/')).toBe(first);
    expect(drawn).toHaveLength(1);
    version.at = 6;
    expect(await html('/rules')).toContain('<p>6 ');
    expect(drawn).toHaveLength(2);
  });

  it('loads the script and preloads its modules once the first paint is reported', async () => {
    const { html } = setup();
    const page = await html('/rules');
    expect(page).toContain('for(const href of ["/assets/react.js"])');
    expect(page).toContain('import("/assets/public.js")');
    expect(page).toContain('getEntriesByName("first-contentful-paint")');
    expect(page).not.toContain('<script type="module" src=');
  });

  it('draws it again in the next minute, at the minute’s start', async () => {
    const { clock, drawn, html } = setup();
    await html('/rules');
    clock.now = new Date('2027-03-11T14:00:59Z');
    await html('/rules');
    expect(drawn.map((input) => input.now)).toEqual(['2027-03-11T14:00:00.000Z']);
    clock.now = new Date('2027-03-11T14:01:00Z');
    await html('/rules');
    expect(drawn.map((input) => input.now)).toEqual([
      '2027-03-11T14:00:00.000Z',
      '2027-03-11T14:01:00.000Z',
    ]);
  });

  it('draws the root and the /c/:slug address each for its own links', async () => {
    const { drawn, html } = setup();
    await html('/rules');
    await html('/c/spring/rules');
    await html('/rules');
    await html('/c/spring/rules');
    expect(drawn.map((input) => input.routeSlug)).toEqual([undefined, 'spring']);
    expect(drawn.every((input) => input.path === '/rules' && input.epoch === 'e1')).toBe(true);
  });

  it('answers nothing for an address that is no page of a competition it holds', async () => {
    const { drawn, html } = setup();
    for (const pathname of ['/entries/all', '/c/other/rules', '/admin/rules']) {
      expect(await html(pathname), pathname).toBeUndefined();
    }
    expect(drawn).toEqual([]);
  });

  it("leaves the root's home to the app while it lists several competitions", async () => {
    const { clock, html } = setup();
    clock.listsCompetitions = true;
    expect(await html('/')).toBeUndefined();
    expect(await html('/c/spring')).toBeDefined();
    clock.listsCompetitions = false;
    expect(await html('/')).toBeDefined();
  });

  it('draws a page naming what the competition has not as not found, with a 404', async () => {
    const { pages, drawn } = setup();
    const answer = await pages.answer('/c/spring/about', undefined);
    expect(answer?.status).toBe(404);
    expect(drawn.at(-1)?.view).toMatchObject({ page: 'unknown' });
  });

  it('compresses each version once per encoding', async () => {
    const { pages, version } = setup();
    const first = await pages.answer('/rules', 'gzip');
    expect(first?.encoding).toBe('gzip');
    expect((await pages.answer('/rules', 'gzip'))?.body).toBe(first?.body);
    version.at = 7;
    expect((await pages.answer('/rules', 'gzip'))?.body).not.toBe(first?.body);
  });
});
