import { describe, expect, it } from 'vitest';
import { shownCheckIn } from './use-check-ins';

describe('a check-in tap before the live view has it', () => {
  it('shows the tap’s answer until the live view moves on, then the live view', () => {
    const tapped = new Map([['R/e1', { from: false, to: true }]]);
    expect(shownCheckIn(tapped, 'R/e1', { checkedIn: false })).toBe(true);
    // The view now says checked in: the truth, whatever the tap said.
    expect(shownCheckIn(tapped, 'R/e1', { checkedIn: true })).toBe(true);
    const undone = new Map([['R/e1', { from: true, to: false }]]);
    expect(shownCheckIn(undone, 'R/e1', { checkedIn: true })).toBe(false);
    // Somebody else checked the couple out meanwhile: the live view wins.
    expect(shownCheckIn(undone, 'R/e1', { checkedIn: false })).toBe(false);
    expect(shownCheckIn(tapped, 'R/e2', { checkedIn: false })).toBe(false);
  });
});
