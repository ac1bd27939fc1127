import type { EventDefinition } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import {
  couple,
  emptyRegistration,
  offeredEvents,
  registrationFieldOf,
  registrationInput,
  type RegistrationValues,
} from './registration-form-model';
import { registrationRules } from './registration-rules';

function filled(): RegistrationValues {
  const values = emptyRegistration();
  values.you = {
    ...values.you,
    name: ' Ann Lee ',
    email: 'ann@example.org',
    affiliation: 'Harbor City University',
    levels: { standardLevel: 'Silver' },
    waiverAccepted: true,
  };
  values.events = ['Silver Standard'];
  return values;
}

const events: EventDefinition[] = [
  { name: 'Silver Standard', eventLevel: 'Silver', style: 'Standard', eventDances: ['Waltz'] },
  { name: 'Bronze Standard', eventLevel: 'Bronze', style: 'Standard', eventDances: ['Waltz'] },
  { name: 'Awards', eventDances: ['Waltz'] },
];

describe('the registration form model', () => {
  it('makes the register command’s fields from what was typed', () => {
    expect(registrationInput(filled())).toEqual({
      dancer: {
        name: 'Ann Lee',
        email: 'ann@example.org',
        affiliation: 'Harbor City University',
        levels: { standardLevel: 'Silver' },
        student: false,
        waiverAccepted: true,
      },
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Silver Standard'],
    });
  });

  it('refuses a missing waiver on the waiver’s field, in the domain’s words', () => {
    const values = filled();
    values.you.waiverAccepted = false;
    expect(registrationRules(values, new Set(['Silver Standard']))).toEqual({
      'you.waiverAccepted': 'each dancer must accept the waiver',
    });
  });

  it('names the partner’s fields and a chosen event no longer open to the levels', () => {
    const values = filled();
    values.partnerKind = 'new';
    const errors = registrationRules(values, new Set());
    expect(errors['partner.name']).toBe('enter the dancer’s name');
    expect(errors.events).toContain('Silver Standard');
  });

  it('places the server’s and the domain’s paths on the form', () => {
    expect(registrationFieldOf('registration.dancer.email')).toBe('you.email');
    expect(registrationFieldOf('partner.dancer.waiverAccepted')).toBe('partner.waiverAccepted');
    expect(registrationFieldOf('partner.id')).toBe('partnerId');
    expect(registrationFieldOf('events')).toBe('events');
    expect(registrationFieldOf('Registration')).toBeUndefined();
  });

  it('offers only the events open to both dancers, never Awards', () => {
    const values = filled();
    values.partnerKind = 'new';
    values.partner.levels = { standardLevel: 'Bronze' };
    expect(offeredEvents(events, couple(values, {})).map((event) => event.name)).toEqual([
      'Silver Standard',
    ]);
  });
});
