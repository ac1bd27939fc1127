import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  countLabel,
  draftCouples,
  draftFromCouples,
  draftProblem,
  emptyDraft,
  ordinal,
  placeOf,
  setPlace,
  tapFinal,
  toggleRecall,
  undoLastPlace,
  type CardDraft,
} from './card-model';

const tapAll = (draft: CardDraft, couples: number[], tap = toggleRecall) =>
  couples.reduce(tap, draft);

describe('a preliminary card', () => {
  it('marks a tapped couple and unmarks it on a second tap', () => {
    const once = toggleRecall(emptyDraft(false, 0), 112);
    expect(draftCouples(once)).toEqual([112]);
    expect(draftCouples(toggleRecall(once, 112))).toEqual([]);
  });

  it('sends the recalled numbers ascending, whatever the tapping order', () => {
    expect(draftCouples(tapAll(emptyDraft(false, 0), [118, 101, 110]))).toEqual([101, 110, 118]);
  });

  it('counts as the judge marks: "4 of 6 marked"', () => {
    const draft = tapAll(emptyDraft(false, 0), [101, 102, 103, 104]);
    expect(countLabel(draft, 6)).toBe('4 of 6 marked');
  });

  it('cannot be submitted with the wrong count, and says why', () => {
    const four = tapAll(emptyDraft(false, 0), [101, 102, 103, 104]);
    expect(draftProblem(four, 6)).toBe('Mark 2 more couples to submit');
    expect(draftProblem(toggleRecall(four, 105), 6)).toBe('Mark 1 more couple to submit');
    const eight = tapAll(four, [105, 106, 107, 108]);
    expect(draftProblem(eight, 6)).toBe('2 too many: take 2 marks away to submit');
    expect(draftProblem(toggleRecall(eight, 108), 6)).toBe(
      '1 too many: take a mark away to submit',
    );
    expect(draftProblem(tapAll(eight, [107, 108]), 6)).toBeUndefined();
  });

  it('clears every mark', () => {
    expect(draftCouples(clearDraft(tapAll(emptyDraft(false, 0), [101, 102])))).toEqual([]);
  });

  it('opens a stored card for amending', () => {
    expect(draftCouples(draftFromCouples(false, 0, [110, 101]))).toEqual([101, 110]);
  });
});

describe('a final card', () => {
  const six = () => emptyDraft(true, 6);

  it('places couples in the order they are tapped: 1st, 2nd, 3rd', () => {
    const draft = tapAll(six(), [104, 101, 106], tapFinal);
    expect(draftCouples(draft)).toEqual([104, 101, 106]);
    expect(placeOf(draft, 101)).toBe(2);
    expect(countLabel(draft, 6)).toBe('3 of 6 placed');
  });

  it('frees a place when a placed couple is tapped, and gives it to the next tap', () => {
    const draft = tapAll(six(), [104, 101, 106], tapFinal);
    const freed = tapFinal(draft, 101);
    expect(placeOf(freed, 101)).toBeUndefined();
    expect(placeOf(tapFinal(freed, 103), 103)).toBe(2);
  });

  it('picks a place per couple, swapping with the couple that held it', () => {
    const draft = tapAll(six(), [104, 101], tapFinal);
    const swapped = setPlace(draft, 101, 1);
    expect(placeOf(swapped, 101)).toBe(1);
    expect(placeOf(swapped, 104)).toBe(2);
  });

  it('never holds a place twice: an unplaced couple takes the place and the holder leaves it', () => {
    const draft = setPlace(tapFinal(six(), 104), 102, 1);
    expect(placeOf(draft, 102)).toBe(1);
    expect(placeOf(draft, 104)).toBeUndefined();
    expect(new Set(draftCouples(draft)).size).toBe(draftCouples(draft).length);
  });

  it('takes a place away when none is picked', () => {
    expect(placeOf(setPlace(tapFinal(six(), 104), 104, undefined), 104)).toBeUndefined();
  });

  it('undoes the last place given, and clears all', () => {
    const draft = tapAll(six(), [104, 101, 106], tapFinal);
    expect(draftCouples(undoLastPlace(draft))).toEqual([104, 101]);
    expect(draftCouples(clearDraft(draft))).toEqual([]);
    expect(undoLastPlace(six())).toEqual(six());
  });

  it('does not place a seventh couple at a table of six', () => {
    const full = tapAll(six(), [101, 102, 103, 104, 105, 106], tapFinal);
    expect(tapFinal(full, 107)).toBe(full);
  });

  it('is submitted only when every couple is placed', () => {
    const five = tapAll(six(), [101, 102, 103, 104, 105], tapFinal);
    expect(draftProblem(five, 6)).toBe('Place 1 more couple to submit');
    expect(draftProblem(tapFinal(five, 106), 6)).toBeUndefined();
  });

  it('opens a stored card in its placing order', () => {
    const draft = draftFromCouples(true, 3, [103, 101, 102]);
    expect(placeOf(draft, 103)).toBe(1);
    expect(draftCouples(draft)).toEqual([103, 101, 102]);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [21, '21st'],
  ])('%i is %s', (place, expected) => {
    expect(ordinal(place)).toBe(expected);
  });
});
