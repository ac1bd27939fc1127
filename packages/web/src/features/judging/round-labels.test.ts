import { roundStates } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { roundStateLabel, startLabel } from './round-labels';

describe('round labels', () => {
  it('names the states a judge meets', () => {
    expect(roundStateLabel(roundStates.Running)).toBe('On the floor');
    expect(roundStateLabel(roundStates.Marked)).toBe('Marked: every card is in');
    expect(roundStateLabel(roundStates.Initialized)).toBe('Initialized');
  });

  it('shows the planned time, with the day when it is another day', () => {
    expect(startLabel('2027-04-10T14:30', '2027-04-10')).toBe('14:30');
    expect(startLabel('2027-04-11T09:00', '2027-04-10')).toBe('Sun 11 Apr 09:00');
    expect(startLabel('', '2027-04-10')).toBe('Time not set');
  });
});
