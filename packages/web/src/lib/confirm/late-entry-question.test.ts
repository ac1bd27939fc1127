import { LATE_ENTRY_CONFIRMATION } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { lateEntryConfirmation } from './late-entry-question';

describe('lateEntryConfirmation: the question a late entry asks of staff (issue 24 item 13)', () => {
  const confirmation = lateEntryConfirmation('then');

  it('asks when the refusal asks staff to confirm, naming the event', () => {
    const staff = `couple.events: "Gold Standard" is already under way; ${LATE_ENTRY_CONFIRMATION}`;
    expect(confirmation.when(staff)).toBe(true);
    expect(confirmation.question(staff)).toEqual({
      title: 'Add a late entry?',
      message: 'Gold Standard is already under way. Add a late entry?',
      confirmLabel: 'Add late entry',
    });
    expect(confirmation.then).toBe('then');
  });

  it('does not ask on the public’s refusal, which no confirmation overrules', () => {
    expect(
      confirmation.when(
        'events: "Gold Standard" has already started, so it takes no more entries; the registration desk at the venue can add a late entry',
      ),
    ).toBe(false);
  });
});
