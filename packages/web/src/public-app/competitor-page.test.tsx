import {
  competitionTimeZone,
  roundStates,
  viewFor,
  zoneOffsetMinutes,
  type CompetitionState,
} from '@floorcraft/domain';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from './entry-server';
import type { PublicPageData } from './page-data';
import { PublicApp } from './public-app';
import { demo, renderTestPage, textsOf } from './render-test-page';

// React's act() warns unless told the test environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const jonas = Object.values(demo.competitors).find((each) => each.name === 'Jonas Lindgren')!;
const path = `/competitors/${jonas.id}`;
const main = () => document.querySelector('main')!;
const region = (id: string) => main().querySelector(`section[aria-labelledby="${id}"]`)!;

/** The demo with its first round started `late` minutes after its plan, and that moment + 1. */
function runningLate(late: number): { state: CompetitionState; now: string } {
  const event = demo.events['Newcomer Standard']!;
  const round = event.rounds[3]!;
  const local = Date.parse(`${round.roundStartTime}:00Z`);
  const planned = local - zoneOffsetMinutes(competitionTimeZone(demo.metadata), local) * 60_000;
  const started = new Date(planned + late * 60_000).toISOString();
  const state: CompetitionState = {
    ...demo,
    events: {
      ...demo.events,
      'Newcomer Standard': {
        ...event,
        rounds: {
          ...event.rounds,
          3: { ...round, roundState: roundStates.Running, roundActualStartTime: started },
        },
      },
    },
  };
  return { state, now: new Date(planned + (late + 1) * 60_000).toISOString() };
}

describe('a dancer’s page drawn on the server', () => {
  it('draws their name, school, couple, events and heats to come, linking under the slug', () => {
    const rendered = renderTestPage({ path, routeSlug: 'spring' });
    expect(textsOf('h1')).toEqual(['Jonas Lindgren']);
    expect(rendered.title).toContain('Jonas Lindgren · ');
    expect(main().textContent).toContain('Northbridge College');
    const heats = region('heats-to-come');
    expect(heats.querySelector('[role="status"]')?.textContent).toMatch(/as planned/);
    const first = heats.querySelector('li')!;
    expect(first.textContent).toContain('Gold Smooth · Quarter-Final');
    // The demo spans two days: its times name the day.
    expect(first.textContent).toMatch(/planned Thu 11 Mar \d{2}:\d{2}/);
    expect(first.textContent).toMatch(/number \d+/);
    const couple = region('competitor-couples');
    expect(couple.textContent).toMatch(/Number \d+ · leading Mei Takahashi/);
    expect(couple.querySelector('a')?.getAttribute('href')).toMatch(
      /^\/c\/spring\/competitors\/[^/]+$/,
    );
    expect(textsOf('ul[aria-label="Rounds of Gold Smooth"] > li')).toHaveLength(3);
    expect(main().textContent).not.toContain('@');
  });

  it('draws the time now expected once the floor runs late, at the minute it is drawn', () => {
    const { state, now } = runningLate(20);
    const rendered = renderPublicPage({
      view: viewFor(state, 'page', path),
      version: 3,
      epoch: 'e',
      whole: true,
      routeSlug: undefined,
      path,
      now,
    });
    document.body.innerHTML = rendered.html;
    const heats = region('heats-to-come');
    expect(heats.querySelector('[role="status"]')?.textContent).toBe(
      'The floor is running 20 minutes behind schedule.',
    );
    expect(heats.querySelector('li')?.textContent).toMatch(
      /planned Thu 11 Mar 11:53, now about 12:13/,
    );
  });

  it('hydrates a late day’s estimate as drawn, on a machine whose clock is hours later', async () => {
    const { state, now } = runningLate(20);
    const rendered = renderPublicPage({
      view: viewFor(state, 'page', path),
      version: 3,
      epoch: 'e',
      whole: true,
      routeSlug: undefined,
      path,
      now,
    });
    // Read at the machine's clock, three hours on, the floor would be far later than 20 minutes.
    vi.useFakeTimers({ now: Date.parse(now) + 3 * 3_600_000, toFake: ['Date'] });
    const data = JSON.parse(rendered.data) as PublicPageData;
    const root = document.createElement('div');
    root.innerHTML = rendered.html;
    document.body.replaceChildren(root);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, <PublicApp data={data} view={data.view} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
  });

  it('says so for an id nobody registered, and leads to the list', () => {
    const rendered = renderTestPage({ path: '/competitors/no-such-dancer', routeSlug: 'spring' });
    expect(textsOf('h1')).toEqual(['No such competitor']);
    expect(rendered.title).toContain('No such competitor · ');
    expect(main().textContent).toContain('No dancer is registered under “no-such-dancer”.');
    const link = [...main().querySelectorAll('a')].find(
      (each) => each.textContent === 'Find a dancer on the competitors list',
    );
    expect(link?.getAttribute('href')).toBe('/c/spring/competitors');
  });
});
