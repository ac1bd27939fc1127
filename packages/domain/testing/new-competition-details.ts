import type { NewCompetitionDetails } from '../src/new-competition/competition-start';

/** Details of a new competition as a form would send them, for tests. */
export function springDetails(
  overrides: Partial<NewCompetitionDetails> = {},
): NewCompetitionDetails {
  return {
    name: 'Spring Collegiate Open 2028',
    slug: 'spring-open-2028',
    startDate: '2028-03-04',
    endDate: '2028-03-05',
    venue: { name: 'Campus Recreation Center', address: '1 College Way, Riverton' },
    timeZone: 'America/New_York',
    currency: 'USD',
    ...overrides,
  };
}
