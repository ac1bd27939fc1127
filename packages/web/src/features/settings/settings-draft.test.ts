import { defaultSettings } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { draftOutcome, emptyDraft } from './settings-draft';

describe('draftOutcome', () => {
  it('sends nothing for an untouched form', () => {
    expect(draftOutcome(defaultSettings, emptyDraft)).toEqual({
      patch: {},
      problems: {},
      changed: false,
    });
  });

  it('sends only the flags that differ from the live settings', () => {
    const outcome = draftOutcome(defaultSettings, {
      flags: { hideGenerateRoundsButton: true, cascadeCheckin: true, autoAssignTimes: false },
      timing: {},
    });
    expect(outcome).toEqual({
      patch: { hideGenerateRoundsButton: true },
      problems: {},
      changed: true,
    });
  });

  it('sends a switch turned back to its live value as no change', () => {
    const live = { ...defaultSettings, hideLiveSchedule: true };
    expect(draftOutcome(live, { flags: { hideLiveSchedule: true }, timing: {} }).changed).toBe(
      false,
    );
  });

  it('sends only the timing fields that changed, inside timing', () => {
    const outcome = draftOutcome(defaultSettings, {
      flags: {},
      timing: { dayStart: '08:30', dayEnd: '21:00', danceSeconds: 90, breakMinutes: 20 },
    });
    expect(outcome.patch).toEqual({
      timing: { dayStart: '08:30', dayEnd: '21:00', breakMinutes: 20 },
    });
  });

  it('holds back timing values the domain would refuse, saying why', () => {
    const outcome = draftOutcome(defaultSettings, {
      flags: { hideLevelIcons: true },
      timing: {
        dayStart: '9:00',
        dayEnd: '25:00',
        danceSeconds: 20,
        changeoverSeconds: '',
        awardsMinutes: 7.5,
      },
    });
    expect(outcome.problems).toEqual({
      dayStart: 'Write the time as HH:mm, e.g. 09:00',
      dayEnd: 'Write the time as HH:mm, e.g. 22:00',
      danceSeconds: 'Enter a whole number from 30 to 600',
      changeoverSeconds: 'Enter a whole number from 0 to 1800',
    });
    expect(outcome.patch).toEqual({ hideLevelIcons: true, timing: { awardsMinutes: 7.5 } });
    expect(outcome.changed).toBe(true);
  });
});

describe('draftOutcome: the largest straight final', () => {
  it('sends a changed value at the top of the patch', () => {
    const outcome = draftOutcome(defaultSettings, { ...emptyDraft, largestStraightFinal: 8 });
    expect(outcome).toEqual({ patch: { largestStraightFinal: 8 }, problems: {}, changed: true });
  });

  it('sends the live value as no change', () => {
    const outcome = draftOutcome(defaultSettings, { ...emptyDraft, largestStraightFinal: 6 });
    expect(outcome.changed).toBe(false);
  });

  it('names what is wrong with a value the domain refuses, and sends nothing', () => {
    for (const typed of ['', 5, 13]) {
      const outcome = draftOutcome(defaultSettings, { ...emptyDraft, largestStraightFinal: typed });
      expect(outcome.patch).toEqual({});
      expect(outcome.problems.largestStraightFinal).toBe('Enter a whole number from 6 to 12');
    }
  });
});
