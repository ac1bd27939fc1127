import { describe, expect, it } from 'vitest';
import { registrationIsOpen, registrationPhase } from '../registration/registration-phase';
import { zonedInputToIso } from './zoned-input';

const NEW_YORK = 'America/New_York';

/** Deadlines as the owner types them on the setup screen, local to the competition. */
const deadlines = {
  // 14 March 2027 is the spring-forward day: the clock skips 02:00–03:00.
  dateRegistrationEarly: zonedInputToIso('2027-03-14T02:30', NEW_YORK),
  // 7 November 2027 is the fall-back day: 01:00–02:00 happens twice.
  dateRegistrationOpen: zonedInputToIso('2027-11-07T01:30', NEW_YORK),
  dateRegistrationClosed: zonedInputToIso('2027-11-07T23:59', NEW_YORK),
};

describe('deadlines entered in the competition’s zone', () => {
  it('end the early phase at 03:30 daylight time when 02:30 was skipped', () => {
    // 03:29 EDT is 07:29 UTC; the same wall time a week earlier (EST) would be 08:29 UTC.
    expect(registrationPhase('2027-03-14T07:29:59Z', deadlines)).toBe('Early');
    expect(registrationPhase('2027-03-14T07:30:00Z', deadlines)).toBe('Normal');
  });

  it('end the normal phase at the first 01:30 of the fall-back night', () => {
    expect(registrationPhase('2027-11-07T05:29:59Z', deadlines)).toBe('Normal');
    expect(registrationPhase('2027-11-07T05:30:00Z', deadlines)).toBe('Late');
    // The second 01:30 (standard time), an hour later, is already Late.
    expect(registrationPhase('2027-11-07T06:30:00Z', deadlines)).toBe('Late');
  });

  it('close registration at 23:59 New York standard time, not UTC', () => {
    expect(registrationIsOpen('2027-11-08T04:58:59Z', deadlines)).toBe(true);
    expect(registrationIsOpen('2027-11-08T04:59:00Z', deadlines)).toBe(false);
  });
});
