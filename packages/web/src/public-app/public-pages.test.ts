import { formatInZone } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { CLOSED, demo, renderTestPage, textsOf } from './render-test-page';

const NAME = 'Harbor City Collegiate DanceSport Championships';
const pageText = () => textsOf('main .fc-page-text p').join('\n');

/** Each information page drawn on the server from its page view (ADR 044), as a visitor reads it. */
describe('renderPublicPage', () => {
  it('draws the home page under the competition’s name, with its dates, venue and next steps', () => {
    const rendered = renderTestPage({ path: '/' });
    expect(textsOf('h1')).toEqual([NAME]);
    expect(rendered.title).toBe(`Home · ${NAME}`);
    const main = document.querySelector('main')!.textContent;
    expect(main).toContain(demo.metadata.tagline);
    expect(main).toContain('Marston Field House');
    expect(textsOf('main a')).toEqual(['Register now', 'Competition details', 'Getting there']);
  });

  it('says on the home page where registration stands, with its dates in the competition’s zone', () => {
    const { dateRegistrationOpen, dateRegistrationClosed } = demo.metadata;
    const day = (instant: string | undefined) => formatInZone(instant!, 'America/New_York');
    renderTestPage({ path: '/' });
    expect(textsOf('[data-testid="registration-status"]')).toEqual([
      `Normal prices until ${day(dateRegistrationOpen)}; registration closes ${day(dateRegistrationClosed)}.`,
    ]);
    expect(day(dateRegistrationClosed)).toBe('4 Mar 2027, 23:59 New York time');

    renderTestPage({ path: '/', now: CLOSED });
    expect(textsOf('[data-testid="registration-status"]')).toEqual([
      `Registration closed on ${day(dateRegistrationClosed)}.`,
    ]);
    expect(textsOf('main a')).not.toContain('Register now');
  });

  it.each(['details', 'rules', 'venue'] as const)(
    'draws /%s with its heading and the organizers’ text as paragraphs',
    (page) => {
      const rendered = renderTestPage({ path: `/${page}` });
      const heading = page[0]!.toUpperCase() + page.slice(1);
      expect(textsOf('h1')).toEqual([heading]);
      expect(rendered.title).toBe(`${heading} · ${NAME}`);
      const firstParagraph = demo.pages[page].split(/\n\s*\n/)[0]!.trim();
      expect(pageText()).toContain(firstParagraph.split('\n')[0]);
    },
  );

  it('says the rules are still to come when there are none', () => {
    renderTestPage({ path: '/rules', text: '' });
    expect(document.querySelector('main')!.textContent).toContain(
      'The rules will be published here soon.',
    );
  });

  it('draws /contact with the organizers by name and role, and no contact details', () => {
    renderTestPage({ path: '/contact' });
    expect(textsOf('h1')).toEqual(['Contact']);
    expect(textsOf('main li')).toEqual(['Sofia Lindqvist, Competition Director']);
    expect(document.body.innerHTML).not.toContain('@dancesport.example.edu');
  });

  it('draws /about with the tagline, the text and every official', () => {
    renderTestPage({ path: '/about' });
    expect(textsOf('h1')).toEqual(['About']);
    expect(textsOf('h2')).toEqual(['Officials']);
    const officials = Object.values(demo.metadata.officials).map((official) => official.name);
    expect(officials.length).toBeGreaterThan(3);
    expect(textsOf('main li .fc-strong')).toEqual(officials);
  });

  it('shows the details page’s deadlines in the competition’s zone', () => {
    const closes = demo.metadata.dateRegistrationClosed!;
    renderTestPage({ path: '/details' });
    const items = textsOf('main li');
    // 23:59 at the venue, New York time, whatever the zone of the machine rendering it.
    expect(items).toContain(`Registration closes: ${formatInZone(closes, 'America/New_York')}`);
    expect(items.find((item) => item.startsWith('Registration closes:'))).toContain('23:59');

    renderTestPage({ path: '/details', metadata: { timeZone: 'Europe/Berlin' } });
    expect(textsOf('main li')).toContain(
      `Registration closes: ${formatInZone(closes, 'Europe/Berlin')}`,
    );
    expect(textsOf('main li').find((item) => item.startsWith('Registration closes:'))).toContain(
      '05:59',
    );
  });

  it('puts the page’s data beside the markup, for the browser to hydrate the same page', () => {
    const rendered = renderTestPage({ path: '/rules', routeSlug: 'spring' });
    expect(JSON.parse(rendered.data)).toMatchObject({
      version: 12,
      epoch: 'e1',
      routeSlug: 'spring',
      path: '/rules',
      view: { page: 'rules', text: demo.pages.rules },
    });
  });
});
