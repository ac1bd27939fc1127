import { describe, expect, it } from 'vitest';
import { run } from '../../testing/setup-competition';
import { newCompetitionDetailsSchema } from './competition-start';
import { springDetails } from '../../testing/new-competition-details';
import { startingCommands } from './starting-commands';

describe('an empty start', () => {
  it('makes a competition of the details and nothing else, every command accepted', () => {
    const state = run(undefined, ...startingCommands({ from: 'empty' }, springDetails()));

    expect(state.slug).toBe('spring-open-2028');
    expect(state.metadata).toMatchObject({
      fullName: 'Spring Collegiate Open 2028',
      startDate: '2028-03-04',
      endDate: '2028-03-05',
      venue: { name: 'Campus Recreation Center', address: '1 College Way, Riverton' },
      registrationStatus: 'CLOSED',
      resultsPageShown: false,
      officials: {},
      organizers: {},
    });
    expect(state.registration.fees).toMatchObject({
      currency: 'USD',
      perDancer: { Early: 0, Normal: 0, Late: 0 },
    });
    expect(state.events).toEqual({});
    expect(state.affiliations).toEqual(['Independent', 'Other']);
    expect(Object.values(state.pages).every((text) => text === '')).toBe(true);
  });

  it('refuses details with a bad field, naming it', () => {
    const parsed = newCompetitionDetailsSchema.safeParse(
      springDetails({ endDate: '2028-03-01', currency: 'dollars', timeZone: 'Mars/Olympus' }),
    );
    expect(parsed.success).toBe(false);
    const named = parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'timeZone: must be a time zone such as America/New_York',
        'currency: must be a three-letter currency code, e.g. USD',
      ]),
    );
  });
});
