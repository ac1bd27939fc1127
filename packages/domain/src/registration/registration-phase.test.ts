import { describe, expect, it } from 'vitest';
import { registrationIsOpen, registrationPhase } from './registration-phase';

const early = '2027-01-15T23:59:00Z';
const open = '2027-01-29T23:59:00Z';
const deadlines = { dateRegistrationEarly: early, dateRegistrationOpen: open };

describe('spec §4: registration phase from registration time (early and open deadlines)', () => {
  it('is Pending when neither the early nor the open deadline exists', () => {
    expect(registrationPhase('2027-01-01T10:00:00Z', {})).toBe('Pending');
  });

  it('ignores the close date: it ends registration, it is not a phase deadline (ADR 019)', () => {
    const metadata: Record<string, string> = { dateRegistrationClosed: '2027-02-01T23:59:00Z' };
    expect(registrationPhase('2027-01-01T10:00:00Z', metadata)).toBe('Pending');
    expect(registrationPhase('2027-03-01T10:00:00Z', metadata)).toBe('Pending');
  });

  it.each([
    ['long before the early deadline', '2026-11-01T00:00:00Z', 'Early'],
    ['a minute before the early deadline', '2027-01-15T23:58:00Z', 'Early'],
    ['at the early deadline', early, 'Normal'],
    ['between the deadlines', '2027-01-20T12:00:00Z', 'Normal'],
    ['a minute before the open deadline', '2027-01-29T23:58:00Z', 'Normal'],
    ['at the open deadline', open, 'Late'],
    ['after the open deadline', '2027-02-05T00:00:00Z', 'Late'],
  ])('with both deadlines, %s: %s', (_when, at, phase) => {
    expect(registrationPhase(at, deadlines)).toBe(phase);
  });

  it('with only the open deadline: Normal before it, Late from it (never Early)', () => {
    const onlyOpen = { dateRegistrationOpen: open };
    expect(registrationPhase('2026-11-01T00:00:00Z', onlyOpen)).toBe('Normal');
    expect(registrationPhase(open, onlyOpen)).toBe('Late');
  });

  it('with only the early deadline: Early before it, Late from it (no Normal period)', () => {
    const onlyEarly = { dateRegistrationEarly: early };
    expect(registrationPhase('2027-01-10T00:00:00Z', onlyEarly)).toBe('Early');
    expect(registrationPhase('2027-01-20T00:00:00Z', onlyEarly)).toBe('Late');
  });

  it('compares instants, whatever the offset each is written with', () => {
    expect(registrationPhase('2027-01-16T00:30:00+01:00', deadlines)).toBe('Early');
    expect(registrationPhase('2027-01-15T20:00:00-05:00', deadlines)).toBe('Normal');
  });
});

describe('spec §4: registration is open if there is no close date or the close date is in the future', () => {
  const close = { dateRegistrationClosed: '2027-02-01T23:59:00Z' };
  it('is open without a close date', () => {
    expect(registrationIsOpen('2030-01-01T00:00:00Z', {})).toBe(true);
  });
  it('is open before the close date and closed from it', () => {
    expect(registrationIsOpen('2027-02-01T23:58:00Z', close)).toBe(true);
    expect(registrationIsOpen('2027-02-01T23:59:00Z', close)).toBe(false);
    expect(registrationIsOpen('2027-02-02T00:00:00Z', close)).toBe(false);
  });
});
