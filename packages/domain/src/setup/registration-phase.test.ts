import { describe, expect, it } from 'vitest';
import { registrationIsOpen, registrationPhase } from './registration-phase';

const deadlines = {
  dateRegistrationEarly: '2027-01-15T23:59:00Z',
  dateRegistrationClosed: '2027-02-01T23:59:00Z',
};

describe('spec §4: registration phase from registration time', () => {
  it('is Pending when neither deadline exists', () => {
    expect(registrationPhase('2027-01-01T10:00:00Z', {})).toBe('Pending');
  });
  it('is Early before the early deadline', () => {
    expect(registrationPhase('2027-01-15T23:58:00Z', deadlines)).toBe('Early');
  });
  it('is Normal after the early deadline and before the normal one', () => {
    expect(registrationPhase('2027-01-16T00:00:00Z', deadlines)).toBe('Normal');
  });
  it('is Late after the normal deadline', () => {
    expect(registrationPhase('2027-02-02T00:00:00Z', deadlines)).toBe('Late');
  });
  it('is Normal with only a normal deadline, Late with only a passed early one', () => {
    expect(
      registrationPhase('2027-01-01T00:00:00Z', {
        dateRegistrationClosed: deadlines.dateRegistrationClosed,
      }),
    ).toBe('Normal');
    expect(
      registrationPhase('2027-01-20T00:00:00Z', {
        dateRegistrationEarly: deadlines.dateRegistrationEarly,
      }),
    ).toBe('Late');
  });
});

describe('spec §4: registration is open if there is no close date or the close date is in the future', () => {
  it('is open without a close date', () => {
    expect(registrationIsOpen('2030-01-01T00:00:00Z', {})).toBe(true);
  });
  it('is open before the close date and closed after it', () => {
    expect(registrationIsOpen('2027-02-01T23:58:00Z', deadlines)).toBe(true);
    expect(registrationIsOpen('2027-02-02T00:00:00Z', deadlines)).toBe(false);
  });
});
