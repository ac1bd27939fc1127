import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../../competition/state';
import { demoCompetition } from '../../demo/demo-competition';
import { dancingNumbers, requestedRecall } from '../../scoring/round-cards';
import { diff } from '../../sync/patch';
import { run } from '../../../testing/context';
import { EVENT, JUDGES, scoringCompetition } from '../../../testing/scoring-competition';
import { run as runAsStaff } from '../../../testing/setup-competition';
import { PUBLIC_PAGE_PATTERNS } from './page-paths';
import { publicPageView, type PublicPageView } from './page-view';

/** A dancer's own page, for every dancer of a competition. */
const dancerPages = (state: CompetitionState) =>
  Object.keys(state.competitors).map((id) => `/competitors/${encodeURIComponent(id)}`);

/** Every part of a page's view that is an object: its frame's, and its own (people, a board, a day). */
function partsOf(view: PublicPageView): unknown[] {
  return [
    view.frame.metadata,
    view.frame.rounds,
    ...('organizers' in view ? [view.organizers] : []),
    ...('officials' in view ? [view.officials] : []),
    ...('dancers' in view ? [view.dancers] : []),
    ...('events' in view ? [view.events] : []),
    ...('groups' in view ? [view.groups] : []),
    ...('source' in view ? [view.source] : []),
    ...('live' in view ? [view.live, view.live.board, view.live.display, view.live.pace] : []),
    ...('round' in view ? [view.round] : []),
    ...('day' in view ? [view.day, view.schedule] : []),
    ...('seeking' in view ? [view.seeking] : []),
  ];
}

/** Each page's view before and after: the same parts (===), so its channel sends nothing. */
function expectUnchanged(before: CompetitionState, after: CompetitionState): void {
  const dancers = dancerPages(before);
  expect(dancers.length).toBeGreaterThan(0);
  expect(publicPageView(before, dancers[0]!).page).toBe('competitorDetails');
  for (const path of [...paths, ...dancers]) {
    const was = publicPageView(before, path);
    const is = publicPageView(after, path);
    expect(is.page, path).not.toBe('unknown');
    const wasParts = partsOf(was);
    partsOf(is).forEach((part, index) => expect(part, path).toBe(wasParts[index]));
    expect(diff(was, is), path).toEqual([]);
  }
}

const competition = scoringCompetition(14);
/** Rounds count down to the Final (1): the first round danced has the highest number. */
const FIRST = Math.max(...Object.keys(competition.events[EVENT]!.rounds).map(Number));

/** Each page once, an event's pages naming the event, a round's live page its first round. */
const paths = Object.values(PUBLIC_PAGE_PATTERNS)
  // A dancer's page is each dancer's: `dancerPages`.
  .filter((pattern) => !pattern.includes(':id'))
  .map((pattern) =>
    pattern
      .replace(':eventKey', encodeURIComponent(EVENT))
      .replace(':event', encodeURIComponent(EVENT))
      .replace(':roundNumber', String(FIRST)),
  );

/** The first round on the floor, the rules and about pages written, no card in yet. */
function roundOnTheFloor(): CompetitionState {
  return run(
    competition,
    { type: 'savePageText', page: 'rules', text: 'Smooth soles only.' },
    { type: 'savePageText', page: 'about', text: 'A friendly student competition.' },
    { type: 'startRound', eventName: EVENT, roundNumber: FIRST },
  );
}

describe('what leaves a public page’s view as it was (ADR 044)', () => {
  it('a judge’s card', () => {
    const before = roundOnTheFloor();
    const round = before.events[EVENT]!.rounds[FIRST]!;
    const couples = dancingNumbers(round).slice(0, requestedRecall(round));
    const after = run(before, {
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber: FIRST,
      judgeKey: JUDGES[0]!,
      dance: 'Waltz',
      couples,
    });
    expect(after.marks[EVENT]?.rounds[FIRST]?.[JUDGES[0]!]?.Waltz).toEqual(couples);
    expectUnchanged(before, after);
  });

  it('a payment at the registration desk', () => {
    // The demo as set up, its dancers registered (no waitlist: a payment may give a waiting
    // couple its place, which the pages rightly ignore too, but is more than a payment).
    const before = runAsStaff(undefined, ...demoCompetition('2027-01-10'));
    const competitorId = Object.keys(before.registration.accounts ?? {})[0]!;
    const after = runAsStaff(before, {
      type: 'recordPayment',
      competitorId,
      amount: 2500,
      method: 'cash',
      note: 'paid at the door',
    });
    expect(Object.keys(after.registration.payments ?? {}).length).toBe(
      Object.keys(before.registration.payments ?? {}).length + 1,
    );
    expectUnchanged(before, after);
  });

  it('while a change to the rules text reaches /rules alone, as that text', () => {
    const before = roundOnTheFloor();
    const after = run(before, { type: 'savePageText', page: 'rules', text: 'Rubber soles only.' });
    expect(diff(publicPageView(before, '/rules'), publicPageView(after, '/rules'))).toEqual([
      { op: 'set', path: ['text'], value: 'Rubber soles only.' },
    ]);
    for (const path of [...paths, ...dancerPages(before)].filter((other) => other !== '/rules')) {
      expect(diff(publicPageView(before, path), publicPageView(after, path)), path).toEqual([]);
    }
  });
});
