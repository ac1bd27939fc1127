import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import { demoCompetition } from '../demo/demo-competition';
import { demoDay } from '../demo/demo-day';
import { scheduledRounds } from '../competition/schedule';
import { run } from '../../testing/setup-competition';
import { springDetails } from '../../testing/new-competition-details';
import { startingCommands } from './starting-commands';

/** Last year's demo competition, danced in part: registrations, payments, marks and results. */
function lastYear(): CompetitionState {
  const setUp = run(undefined, ...demoCompetition('2027-01-10'));
  return run(
    setUp,
    ...demoDay(setUp),
    {
      type: 'saveOfficial',
      official: { key: 'judge-b', name: 'Marco Bellini', role: 'Judge', userId: 'user-7' },
    },
    { type: 'updateMetadata', patch: { dateRegistrationEarly: '2027-02-01T23:59:00Z' } },
    { type: 'setPaymentInstructions', text: 'Pay at the desk, cash or card.' },
  );
}

const nextYear = springDetails({
  name: 'Harbor City Collegiate DanceSport Championships 2028',
  slug: 'harbor-city-2028',
  startDate: '2028-02-09',
  endDate: '2028-02-10',
  timeZone: undefined,
  currency: 'CAD',
});

const eventOrder = (state: CompetitionState) => [
  ...new Set(scheduledRounds(state.events).map((round) => round.eventName)),
];

describe('a copy of an earlier competition', () => {
  const source = lastYear();
  const copy = run(undefined, ...startingCommands({ from: 'copy', source }, nextYear));

  it('has the new details, not the source’s', () => {
    expect(copy.slug).toBe('harbor-city-2028');
    expect(copy.metadata).toMatchObject({
      fullName: 'Harbor City Collegiate DanceSport Championships 2028',
      startDate: '2028-02-09',
      venue: nextYear.venue,
      registrationStatus: 'CLOSED',
      resultsPageShown: false,
      primaryColor: source.metadata.primaryColor,
      tagline: source.metadata.tagline,
      socials: source.metadata.socials,
    });
    expect(source.metadata.resultsPageShown).toBe(true);
  });

  it('keeps the events and their dances, on the day in the source’s order, with nobody entered', () => {
    const definition = (state: CompetitionState) =>
      Object.values(state.events).map(({ name, eventLevel, style, ageGroup, eventDances }) => ({
        name,
        eventLevel,
        style,
        ageGroup,
        eventDances,
      }));
    expect(definition(copy)).toEqual(definition(source));
    expect(eventOrder(copy)).toEqual(eventOrder(source));
    for (const event of Object.values(copy.events)) {
      expect(event.entries).toEqual({});
      expect(Object.keys(event.rounds)).toEqual(['1']);
      expect(event.rounds[1]?.entries).toEqual({});
      expect(event.rounds[1]?.roundState).toBe(0);
    }
    expect(scheduledRounds(copy.events)[0]?.roundStartTime).toBe('2028-02-09T09:00');
  });

  it('keeps the fee schedule in the new currency and moves its deadlines by a year', () => {
    const { currency: _usd, ...prices } = source.registration.fees!;
    expect(copy.registration.fees).toEqual({ ...prices, currency: 'CAD' });
    expect(copy.metadata.dateRegistrationEarly).toBe('2028-02-01T23:59:00Z');
    expect(copy.metadata.dateRegistrationOpen).toBe(
      source.metadata.dateRegistrationOpen!.replace(/^2027/, '2028'),
    );
    expect(copy.metadata.dateRegistrationClosed).toBe(
      source.metadata.dateRegistrationClosed!.replace(/^2027/, '2028'),
    );
  });

  it('keeps the payment instructions (issue 25 item 10)', () => {
    expect(copy.metadata.paymentInstructions).toBe('Pay at the desk, cash or card.');
  });

  it('keeps a break’s own length (issue 25 item 12)', () => {
    const longLunch = run(source, {
      type: 'saveEvent',
      event: { name: 'Lunch Break', breakMinutes: 50 },
    });
    const copied = run(
      undefined,
      ...startingCommands({ from: 'copy', source: longLunch }, nextYear),
    );
    expect(copied.events['Lunch Break']?.breakMinutes).toBe(50);
  });

  it('keeps officials without their accounts, organizers, pages with the waiver, schools and settings', () => {
    const { userId: _account, ...bellini } = source.metadata.officials['judge-b']!;
    expect(copy.metadata.officials['judge-b']).toEqual(bellini);
    expect(Object.keys(copy.metadata.officials)).toEqual(Object.keys(source.metadata.officials));
    expect(Object.values(copy.metadata.officials).some((official) => official.userId)).toBe(false);
    expect(copy.metadata.organizers).toEqual(source.metadata.organizers);
    expect(copy.pages).toEqual(source.pages);
    expect(copy.pages.waiver).not.toBe('');
    expect(copy.affiliations).toEqual(source.affiliations);
    expect(copy.settings).toEqual({ ...source.settings, liveScrollRefreshIndex: 0 });
  });

  it('never copies dancers, registrations, payments, marks, results or the floor', () => {
    expect(Object.keys(source.competitors).length).toBeGreaterThan(0);
    expect(Object.keys(source.registration.payments ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(source.registration.accounts ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(source.marks).length).toBeGreaterThan(0);

    expect(copy.competitors).toEqual({});
    expect(copy.marks).toEqual({});
    expect(copy.results).toEqual({});
    expect(copy.registration).toMatchObject({
      seeking: {},
      accounts: {},
      payments: {},
      codes: {},
      requests: {},
    });
    expect(copy.floor.onFloor).toBeUndefined();
    expect(copy.floor.notes).toEqual([]);
  });

  it('moves a Feb 29 deadline to Feb 28 of a year without one', () => {
    const leapYear = run(
      undefined,
      ...startingCommands({ from: 'empty' }, springDetails({ startDate: '2028-03-04' })),
      { type: 'updateMetadata', patch: { dateRegistrationClosed: '2028-02-29T23:59:00Z' } },
    );
    const after = run(
      undefined,
      ...startingCommands(
        { from: 'copy', source: leapYear },
        springDetails({ slug: 'spring-open-2029', startDate: '2029-03-03', endDate: '2029-03-04' }),
      ),
    );
    expect(after.metadata.dateRegistrationClosed).toBe('2029-02-28T23:59:00Z');
  });

  it('keeps an awards ceremony in the middle of the day where it was', () => {
    const template = run(undefined, ...startingCommands({ from: 'collegiate' }, springDetails()));
    const midDay = run(
      template,
      { type: 'saveEvent', event: { name: 'Morning Awards', eventDances: ['Awards'] } },
      { type: 'generateRounds', eventName: 'Morning Awards' },
      ...Array.from({ length: 16 }, () => ({
        type: 'shiftRound' as const,
        eventName: 'Morning Awards',
        roundNumber: 1,
        direction: 'earlier' as const,
      })),
    );
    expect(eventOrder(midDay).indexOf('Morning Awards')).toBe(14);

    const copied = run(
      undefined,
      ...startingCommands(
        { from: 'copy', source: midDay },
        springDetails({ slug: 'spring-open-2029', startDate: '2029-03-03', endDate: '2029-03-04' }),
      ),
    );
    expect(eventOrder(copied)).toEqual(eventOrder(midDay));
  });
});
