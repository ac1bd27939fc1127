import { roundStates, runningSummary } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { CLOSED, renderTestPage, textsOf, topBarLinks } from './render-test-page';

const NAME = 'Harbor City Collegiate DanceSport Championships';
/** A round on the floor: the competition is running. */
const ON_THE_FLOOR = runningSummary({
  'Newcomer Waltz': {
    rounds: {
      1: {
        roundState: roundStates.Running,
        roundActualStartTime: '2027-03-11T14:00:00.000Z',
        roundStartTime: '2027-03-11T14:00:00.000Z',
        scheduleIndex: 1,
      },
    },
  },
});

const INFO = ['Competitor Info', 'Details', 'Rules', 'Venue', 'Contact', 'About'];
const navLabels = () => textsOf('[data-testid="top-bar"] nav a');
const action = () => textsOf('[data-testid="top-bar"] .fc-button');

/** Spec §2's top bar and footer on the server-drawn pages (ADR 044). */
describe('a server-drawn page’s top bar', () => {
  it('links the root routes at the root, in the spec’s order', () => {
    renderTestPage({ path: '/rules' });
    expect(topBarLinks()).toEqual([
      `${NAME} → /`,
      'Competitor Info → /competitors',
      'Details → /details',
      'Rules → /rules',
      'Venue → /venue',
      'Contact → /contact',
      'About → /about',
      'Register → /register',
    ]);
  });

  it('links under /c/:slug when the page was opened there', () => {
    renderTestPage({ path: '/about', routeSlug: 'spring-open' });
    expect(topBarLinks()).toEqual([
      `${NAME} → /c/spring-open`,
      'Competitor Info → /c/spring-open/competitors',
      'Details → /c/spring-open/details',
      'Rules → /c/spring-open/rules',
      'Venue → /c/spring-open/venue',
      'Contact → /c/spring-open/contact',
      'About → /c/spring-open/about',
      'Register → /c/spring-open/register',
    ]);
  });

  it('offers Register while registration is open, even with results shown (then Results is a link)', () => {
    renderTestPage({ path: '/', metadata: { resultsPageShown: true } });
    expect(action()).toEqual(['Register']);
    expect(navLabels()).toEqual([...INFO, 'Results']);
  });

  it('offers See Results once registration has closed and results are shown', () => {
    renderTestPage({ path: '/', now: CLOSED, metadata: { resultsPageShown: true } });
    expect(action()).toEqual(['See Results']);
    expect(navLabels()).toEqual(INFO);
    expect(topBarLinks()).toContain('See Results → /results');
  });

  it('keeps Register (and no results link) when registration has closed but results are hidden', () => {
    renderTestPage({ path: '/', now: CLOSED });
    expect(action()).toEqual(['Register']);
    expect(navLabels()).toEqual(INFO);
  });

  it('offers See Results when the organizers closed registration by its switch', () => {
    renderTestPage({
      path: '/',
      metadata: { resultsPageShown: true, registrationStatus: 'CLOSED' },
    });
    expect(action()).toEqual(['See Results']);
  });

  it('leads with Live while the competition is running, and only then', () => {
    renderTestPage({ path: '/venue', rounds: ON_THE_FLOOR, routeSlug: 'spring-open' });
    expect(navLabels()).toEqual(['Live', ...INFO]);
    expect(topBarLinks()).toContain('Live → /c/spring-open/live');
    // The home page's own way there agrees with the bar.
    renderTestPage({ path: '/', rounds: ON_THE_FLOOR });
    expect(textsOf('main a')[0]).toBe('Follow live');

    renderTestPage({ path: '/venue' });
    expect(navLabels()).not.toContain('Live');
  });
});

describe('a server-drawn page’s footer', () => {
  it('links the competition’s socials, the version and help', () => {
    renderTestPage({ path: '/contact' });
    const footer = document.querySelector('[data-testid="footer"]')!;
    expect([...footer.querySelectorAll('nav a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://dancesport.example.edu',
      'https://facebook.com/harborcitydancesport',
      'https://instagram.com/harborcitydancesport',
    ]);
    expect(footer.textContent).toContain('Instagram: harborcitydancesport');
    expect(footer.textContent).toContain('Powered by Floorcraft');
    expect(textsOf('footer a').at(-1)).toBe('Get help on Discord');
  });

  it('is not there when the competition has no socials', () => {
    renderTestPage({ path: '/contact', metadata: { socials: {} } });
    expect(document.querySelector('[data-testid="footer"]')).toBeNull();
    renderTestPage({ path: '/contact', metadata: { socials: { instagram: '' } } });
    expect(document.querySelector('footer')).toBeNull();
  });
});
