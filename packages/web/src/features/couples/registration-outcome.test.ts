import { describe, expect, it } from 'vitest';
import { registeredCouple, registrationMessage } from './registration-outcome';
import { testEntry, testEvent } from './test-events';

describe('registrationMessage', () => {
  const events = { 'Bronze Standard': testEvent('Bronze Standard', [testEntry('e1', 'a', 123)]) };

  it('names the number the lead was given, once the live state has the entry', () => {
    const registered = registeredCouple(
      {
        lead: { id: 'a' },
        follow: { name: 'follow a', affiliation: 'Other' },
        events: ['Bronze Standard'],
      },
      { a: { id: 'a', name: 'Lead a', affiliation: 'Other', levels: {} } },
    );
    expect(registrationMessage(registered, events)).toBe(
      'Registered Lead a & follow a with number 123 in Bronze Standard.',
    );
    expect(registrationMessage({ ...registered, leadName: 'Someone' }, events)).toBe(
      'Registered Someone & follow a in Bronze Standard.',
    );
  });

  it('says so when the couple entered no event', () => {
    expect(registrationMessage({ leadName: 'A', followName: 'B', events: [] }, events)).toBe(
      'Registered A & B, not yet entered in any event.',
    );
  });
});
