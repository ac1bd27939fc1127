import { describe, expect, it } from 'vitest';
import { timingLimits, timingProblem } from './timing-fields';

describe('timingLimits', () => {
  it('reads the limits from the domain’s timing schema', () => {
    expect(timingLimits('danceSeconds')).toEqual({ min: 30, max: 600, whole: true });
    expect(timingLimits('changeoverSeconds')).toEqual({ min: 0, max: 1800, whole: true });
    expect(timingLimits('awardsMinutes')).toEqual({ min: 0, max: 120, whole: false });
    expect(timingLimits('breakMinutes')).toEqual({ min: 0, max: 240, whole: false });
  });
});

describe('timingProblem', () => {
  it('accepts what the domain accepts', () => {
    expect(timingProblem('dayStart', '23:59')).toBeUndefined();
    expect(timingProblem('danceSeconds', 600)).toBeUndefined();
    expect(timingProblem('breakMinutes', 0)).toBeUndefined();
  });

  it('names the expected form or range otherwise', () => {
    expect(timingProblem('dayStart', '24:00')).toBe('Write the time as HH:mm, e.g. 09:00');
    expect(timingProblem('danceSeconds', 90.5)).toBe('Enter a whole number from 30 to 600');
    expect(timingProblem('awardsMinutes', 121)).toBe('Enter a number from 0 to 120');
    expect(timingProblem('breakMinutes', '')).toBe('Enter a number from 0 to 240');
  });
});
