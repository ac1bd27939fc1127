import { describe, expect, it } from 'vitest';
import type { MetadataFields } from '../competition/metadata';
import { registrationStanding } from './registration-standing';

const early = '2027-01-15T23:59:00Z';
const open = '2027-01-29T23:59:00Z';
const closed = '2027-02-05T23:59:00Z';
type Dates = Pick<
  MetadataFields,
  'registrationStatus' | 'dateRegistrationEarly' | 'dateRegistrationOpen' | 'dateRegistrationClosed'
>;
const dates: Dates = {
  registrationStatus: 'OPEN',
  dateRegistrationEarly: early,
  dateRegistrationOpen: open,
  dateRegistrationClosed: closed,
};
const justBefore = (instant: string) => new Date(Date.parse(instant) - 1).toISOString();

describe('issue 25 item 4: the dates decide the phase, the switch only closes early', () => {
  it.each([
    ['just before the early deadline', justBefore(early), 'Early', true],
    ['at the early deadline', early, 'Normal', true],
    ['just before the open deadline', justBefore(open), 'Normal', true],
    ['at the open deadline', open, 'Late', true],
    ['just before the close date', justBefore(closed), 'Late', true],
    ['at the close date', closed, 'Late', false],
  ])('%s: %s, open %s', (_when, now, phase, isOpen) => {
    expect(registrationStanding(now, dates)).toMatchObject({ phase, open: isOpen });
  });

  it('names the next deadline and what it changes, so home can say until when a price holds', () => {
    expect(registrationStanding(justBefore(early), dates).until).toBe(early);
    expect(registrationStanding(justBefore(open), dates).until).toBe(open);
    expect(registrationStanding(open, dates).until).toBe(closed);
    expect(registrationStanding(closed, dates).until).toBeUndefined();
  });

  it('a stored EARLY switch is "open as the dates say": it never makes a Normal date Early', () => {
    const standing = registrationStanding(early, { ...dates, registrationStatus: 'EARLY' });
    expect(standing).toMatchObject({ phase: 'Normal', open: true });
  });

  it('the switch on CLOSED closes registration now, before every deadline, and says so', () => {
    const switched = { ...dates, registrationStatus: 'CLOSED' as const };
    for (const now of [justBefore(early), justBefore(open), justBefore(closed)]) {
      expect(registrationStanding(now, switched)).toMatchObject({
        open: false,
        closedBy: 'switch',
      });
    }
    // The phase still comes from the dates: a registrar entering a paper form is charged by them.
    expect(registrationStanding(justBefore(early), switched).phase).toBe('Early');
  });

  it('closed by the date says so, whatever the switch', () => {
    expect(registrationStanding(closed, dates).closedBy).toBe('date');
    expect(registrationStanding(justBefore(closed), dates).closedBy).toBeUndefined();
  });

  it('with no deadlines at all: Pending, open until the switch closes it', () => {
    const none: Dates = { registrationStatus: 'OPEN' };
    expect(registrationStanding('2027-01-01T00:00:00Z', none)).toMatchObject({
      phase: 'Pending',
      open: true,
    });
    expect(registrationStanding('2027-01-01T00:00:00Z', none).until).toBeUndefined();
  });
});
