import { staffView } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { EVENT, numbersIn } from '../../test-support/scoring-competition';
import { awardsList, recallList, reversePlacings, toAnnounce } from './announcements';
import { comingUp } from './coming-up';
import { markedFinal, postedSemi, run } from './mc-test-competition';

const nobody = () => ({ names: '', schools: '' });

describe('recallList and reversePlacings', () => {
  it('reads recalled numbers ascending, once each', () => {
    expect(recallList([117, 101, 104, 101])).toEqual([101, 104, 117]);
  });

  it('reads a final from last place to 1st, a shared place once per couple by number', () => {
    const places = reversePlacings({ 12: 1, 15: 2.5, 11: 2.5, 20: 4 }, nobody);
    expect(places.map((each) => [each.number, each.placeText])).toEqual([
      [20, '4th'],
      [11, 'tied for 2nd (2.5)'],
      [15, 'tied for 2nd (2.5)'],
      [12, '1st'],
    ]);
  });
});

describe('what the MC announces', () => {
  it("a posted Semi-Final's recalls, ascending, to the Final", () => {
    const state = postedSemi();
    const recalled = numbersIn(state, 2).slice(0, 6);
    expect(toAnnounce(staffView(state))).toEqual([
      expect.objectContaining({
        kind: 'recall',
        eventName: EVENT,
        roundName: 'Semi-Final',
        nextRoundName: 'Final',
        numbers: recalled,
      }),
    ]);
  });

  it("a posted Final's places from last to 1st with names and schools, newest first", () => {
    const state = markedFinal(true);
    const [final, semi] = toAnnounce(staffView(state));
    expect(semi?.kind).toBe('recall');
    expect(final?.kind).toBe('final');
    const places = final?.kind === 'final' ? final.places : [];
    expect(places.map((each) => each.place)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(places.at(-1)).toMatchObject({
      placeText: '1st',
      names: 'Lead 1 and Follow 1',
      schools: 'Harbor City University / Riverside University',
    });
    expect(awardsList(staffView(state)).map((each) => each.eventName)).toEqual([EVENT]);
  });

  it('gives an Awards item next on the schedule the finals danced since the last ceremony', () => {
    const state = run(
      markedFinal(true),
      { type: 'saveEvent', event: { name: 'Awards', eventDances: ['Awards'] } },
      { type: 'generateRounds', eventName: 'Awards' },
    );
    const view = staffView(state);
    const [ceremony] = comingUp(view, undefined);
    expect(ceremony).toMatchObject({ label: 'Awards', awards: true });
    expect(awardsList(view, ceremony).map((each) => each.eventName)).toEqual([EVENT]);
    // A final scheduled after the ceremony is for a later one.
    expect(awardsList(view, { scheduleIndex: 1 })).toEqual([]);
  });

  it('never shows a round whose marks are in but not posted: the staff view holds none of them', () => {
    const state = markedFinal(false);
    const view = staffView(state);
    // The full state knows the Final's marks; what the MC reads holds none of them.
    expect(Object.keys(state.marks[EVENT]?.rounds[1] ?? {})).not.toHaveLength(0);
    expect(view.marks[EVENT]?.rounds[1]).toBeUndefined();
    expect(toAnnounce(view).map((each) => each.roundName)).toEqual(['Semi-Final']);
    expect(awardsList(view)).toEqual([]);
    // Even read from the whole state, an unposted round is never announced.
    expect(toAnnounce(state).map((each) => each.roundName)).toEqual(['Semi-Final']);
  });
});
