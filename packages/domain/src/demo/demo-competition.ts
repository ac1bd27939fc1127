import type { Command } from '../commands/command';
import type { MetadataFields } from '../competition/metadata';

/**
 * The commands that create the demo competition a newcomer sees on first
 * start: a plausible collegiate event. Dates are relative to `today` so the
 * demo always looks current. Later issues add events, entries and rounds.
 */
export function demoCompetition(today: string): Command[] {
  return [
    {
      type: 'createCompetition',
      slug: 'harbor-city-dancesport-2027',
      metadata: demoMetadata(today),
    },
    {
      type: 'saveOfficial',
      official: {
        key: 'judge-a',
        name: 'Eleanor Whitfield',
        role: 'Chairman of Judges',
        bio: 'Former British Open finalist and NDCA adjudicator.',
      },
    },
    {
      type: 'saveOfficial',
      official: {
        key: 'judge-b',
        name: 'Marco Bellini',
        role: 'Judge',
        bio: 'Latin specialist and coach.',
      },
    },
    {
      type: 'saveOfficial',
      official: {
        key: 'judge-c',
        name: 'Priya Raman',
        role: 'Judge',
        bio: 'Smooth and Rhythm adjudicator.',
      },
    },
    {
      type: 'saveOfficial',
      official: { key: 'scrutineer', name: 'Daniel Okafor', role: 'Scrutineer', bio: '' },
    },
    {
      type: 'saveOrganizer',
      organizer: {
        key: 'director',
        name: 'Sofia Lindqvist',
        role: 'Competition Director',
        email: 'sofia.lindqvist@dancesport.example.edu',
        phone: '+1 555 0142',
      },
    },
  ];
}

/** The demo competition's metadata record, also used by tests and benchmarks that need a valid one. */
export function demoMetadata(today: string): MetadataFields {
  const start = addDays(today, 30);
  return {
    fullName: 'Harbor City Collegiate DanceSport Championships',
    primaryColor: '#1d4ed8',
    startDate: start,
    endDate: addDays(start, 1),
    dateRegistrationOpen: `${addDays(today, -20)}T09:00:00Z`,
    dateRegistrationEarly: `${addDays(today, 5)}T23:59:00Z`,
    dateRegistrationClosed: `${addDays(start, -7)}T23:59:00Z`,
    registrationStatus: 'OPEN',
    resultsPageShown: false,
    socials: {
      website: 'https://dancesport.example.edu',
      facebook: 'https://facebook.com/harborcitydancesport',
      instagram: '@harborcitydancesport',
    },
    venue: {
      name: 'Marston Field House',
      address: '400 University Avenue, Harbor City',
    },
    tagline:
      'Two days of Standard, Latin, Smooth and Rhythm for university teams, from Newcomer to Championship.',
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
