import { OVER_CAP_CONFIRMATION } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { overCapConfirmation } from './over-cap-question';

describe('overCapConfirmation: the question a full event asks of staff (issue 25 item 11)', () => {
  const confirmation = overCapConfirmation('then');

  it('asks when the refusal asks staff to confirm, naming the event and who waits', () => {
    const refusal = `couple.events: "Gold Standard" is full: 2 couples entered, its cap, and 1 waiting; ${OVER_CAP_CONFIRMATION}`;
    expect(confirmation.when(refusal)).toBe(true);
    expect(confirmation.question(refusal)).toEqual({
      title: 'Enter over the cap?',
      message:
        'Gold Standard is full (2 couples entered, its cap, and 1 waiting). Enter them over the cap anyway? Those waiting stay in line.',
      confirmLabel: 'Enter over the cap',
    });
    expect(confirmation.then).toBe('then');
  });

  it('does not ask on another refusal', () => {
    expect(
      confirmation.when(
        'events: "Gold Standard" is full: register with a partner to join its waitlist',
      ),
    ).toBe(false);
  });
});
