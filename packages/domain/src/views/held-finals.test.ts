import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/round-lifecycle-samples';
import { EVENT } from '../../testing/scoring-competition';
import type { CompetitionState } from '../competition/state';
import { bigScreenContent } from './big-screen/big-screen-content';
import { attempt, run } from '../../testing/setup-competition';
import { publicView } from './public-view';
import { staffView } from './staff-view';

const finalHeld = fixtures().finalHeld!;
const clock = { now: '2027-02-09T12:01:00.000Z', utcOffsetMinutes: 0 };
const placements = finalHeld.results[EVENT]!.rounds[1]!.placements;
/** The final's couples from last place to 1st, as the big screen reveals them. */
const lastToFirst = Object.entries(placements)
  .sort(([a, placeA], [b, placeB]) => placeB - placeA || Number(b) - Number(a))
  .map(([number]) => number);

function publicFinal(state: CompetitionState) {
  const view = publicView(state);
  return {
    placements: view.results[EVENT]?.rounds[1]?.placements,
    finalTable: view.results[EVENT]?.rounds[1]?.finalTable,
    finalResults: view.results[EVENT]?.finalResults,
    marks: view.marks[EVENT]?.rounds[1],
  };
}

const onScreen = (state: CompetitionState) =>
  run(state, { type: 'setBigScreen', mode: 'final', eventName: EVENT, roundNumber: 1 });
const reveal = (state: CompetitionState, times: number) =>
  run(state, ...Array.from({ length: times }, () => ({ type: 'revealNextPlace' as const })));

describe('a final held until the big screen reveals it (issue 25 item 12, ADR 029)', () => {
  it('keeps every place, the final table and the final marks out of the public view, not the staff view', () => {
    expect(lastToFirst.length).toBeGreaterThan(2);
    const hidden = publicFinal(finalHeld);
    expect(hidden.placements).toEqual({});
    expect(hidden.finalTable).toBeUndefined();
    expect(hidden.marks).toBeUndefined();
    // The event's results keep the couples out before the final, never a finalist's place.
    const finalists = Object.keys(hidden.finalResults ?? {});
    expect(finalists.filter((number) => number in placements)).toEqual([]);
    expect(publicView(finalHeld).floor.heldFinals[EVENT]).toEqual({
      places: lastToFirst.length,
      revealed: 0,
    });
    expect(staffView(finalHeld).results[EVENT]!.rounds[1]!.placements).toEqual(placements);
    expect(staffView(finalHeld).marks[EVENT]!.rounds[1]).toBeDefined();
  });

  it('shows each place publicly as the big screen reveals it, and the whole final after 1st', () => {
    const twoOut = reveal(onScreen(finalHeld), 2);
    const shown = lastToFirst.slice(0, 2);
    expect(Object.keys(publicFinal(twoOut).placements ?? {}).sort()).toEqual(shown.sort());
    expect(publicFinal(twoOut).marks).toBeUndefined();
    const screen = bigScreenContent(publicView(twoOut), clock);
    expect(screen).toMatchObject({ kind: 'final', revealed: 2, total: lastToFirst.length });
    const allOut = reveal(twoOut, lastToFirst.length - 2);
    expect(publicFinal(allOut).placements).toEqual(placements);
    expect(publicFinal(allOut).finalTable).toBeDefined();
    expect(publicFinal(allOut).marks).toBeDefined();
    expect(publicView(allOut).floor.heldFinals).toEqual({});
  });

  it('keeps what was revealed public when the controller picks the final again', () => {
    const twoOut = reveal(onScreen(finalHeld), 2);
    const again = run(twoOut, { type: 'setBigScreen', mode: 'welcome' });
    const picked = reveal(onScreen(again), 1);
    expect(Object.keys(publicFinal(picked).placements ?? {})).toHaveLength(2);
  });

  it('is released whole by staff at the awards, and only while held', () => {
    const released = run(finalHeld, { type: 'releaseFinalResults', eventName: EVENT });
    expect(publicFinal(released).placements).toEqual(placements);
    expect(attempt(released, { type: 'releaseFinalResults', eventName: EVENT })).toEqual({
      ok: false,
      error: `eventName: the final of "${EVENT}" is not held back: its places are out`,
    });
  });

  it('is released when the option is turned off', () => {
    const off = run(finalHeld, { type: 'updateSettings', patch: { holdFinalResults: false } });
    expect(publicFinal(off).placements).toEqual(placements);
  });

  it('is not held without the option, and auto mode waits for the reveal', () => {
    const posted = fixtures().finalPosted!;
    expect(posted.floor.heldFinals).toEqual({});
    expect(publicFinal(posted).placements).toEqual(posted.results[EVENT]!.rounds[1]!.placements);
    const auto = run(finalHeld, { type: 'setBigScreen', mode: 'auto' });
    expect(bigScreenContent(publicView(auto), clock).kind).not.toBe('final');
  });
});
