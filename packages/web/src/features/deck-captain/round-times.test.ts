import { describe, expect, it } from 'vitest';
import { timesText } from './round-times';
import { shownCheckIn } from './use-check-ins';

describe('the deck captain’s words', () => {
  it('says when a round is due, and when it is now expected only when that differs', () => {
    expect(timesText('10:12', undefined)).toBe('Planned 10:12');
    expect(timesText('10:12', '10:31')).toBe('Planned 10:12 · now about 10:31');
    expect(timesText('', undefined)).toBe('No planned time');
  });
});

describe('a check-in tap before the live view has it', () => {
  it('shows the tap’s answer until the live view moves on, then the live view', () => {
    const tapped = new Map([['R/e1', { from: false, to: true }]]);
    expect(shownCheckIn(tapped, 'R/e1', { checkedIn: false })).toBe(true);
    // The view now says checked in: the truth, whatever the tap said.
    expect(shownCheckIn(tapped, 'R/e1', { checkedIn: true })).toBe(true);
    expect(
      shownCheckIn(new Map([['R/e1', { from: true, to: false }]]), 'R/e1', { checkedIn: false }),
    ).toBe(false);
    expect(shownCheckIn(tapped, 'R/e2', { checkedIn: false })).toBe(false);
  });
});
