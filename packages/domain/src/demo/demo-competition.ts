import type { Command } from '../composition/command';
import type { MetadataFields } from '../competition/metadata';
import { DEMO_EVENTS, demoCoupleEntries } from './demo-events';
import { STANDING_AFFILIATIONS } from '../competition/affiliations';
import { DEMO_SCHOOLS } from './demo-people';
import { DEMO_PAGES } from './demo-pages';
import { zonedInputToIso } from '../time/zoned-input';
import { demoRegistrations } from './demo-registrations';

/**
 * The commands that create the demo competition a newcomer sees on first
 * start: a plausible collegiate event with 14 schedule items (12 events, a
 * lunch break and the awards), 72 couples from ten schools, eight officials (five
 * judges and a chairman of judges who marks only when chosen for a panel),
 * a fee schedule and a waiver, registrations received over the Early and
 * Normal phases (some dancers still looking for a partner), and a
 * generated, timed schedule. Dates are relative to `today` so the
 * demo always looks current.
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
        // A judge: a chairman of judges marks only rounds whose panel names them (issue 25).
        role: 'Judge',
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
      official: {
        key: 'judge-d',
        name: 'Hiroshi Tanabe',
        role: 'Judge',
        bio: 'Standard adjudicator and former Japan finalist.',
      },
    },
    {
      type: 'saveOfficial',
      official: {
        key: 'judge-e',
        name: 'Grace Adeyemi',
        role: 'Judge',
        bio: 'Collegiate coach and Rhythm specialist.',
      },
    },
    {
      type: 'saveOfficial',
      official: {
        key: 'chairman',
        name: 'Catherine Ashdown',
        // Not on a round's panel unless chosen: the default panel is the officials whose role
        // is Judge (issue 25 item 6), so the demo shows a chairman who oversees without marking.
        role: 'Chairman of Judges',
        bio: 'WDSF adjudicator and chairman of the collegiate judging panel.',
      },
    },
    {
      type: 'saveOfficial',
      official: { key: 'scrutineer', name: 'Daniel Okafor', role: 'Scrutineer', bio: '' },
    },
    {
      type: 'saveOfficial',
      official: { key: 'deck-captain', name: 'Luis Navarro', role: 'Deck Captain', bio: '' },
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
    ...DEMO_PAGES.map(([page, text]): Command => ({ type: 'savePageText', page, text })),
    { type: 'setAffiliations', affiliations: [...DEMO_SCHOOLS, ...STANDING_AFFILIATIONS] },
    { type: 'updateSettings', patch: { autoAssignTimes: true } },
    ...DEMO_EVENTS.map((event): Command => ({ type: 'saveEvent', event })),
    { type: 'importCouples', couples: demoCoupleEntries() },
    ...demoRegistrations(today),
    ...DEMO_EVENTS.map((event): Command => ({ type: 'generateRounds', eventName: event.name })),
  ];
}

/** Harbor City is on the US east coast: the demo runs on New York time. */
const DEMO_TIME_ZONE = 'America/New_York';

/** The demo competition's metadata record, also used by tests and benchmarks that need a valid one. */
export function demoMetadata(today: string): MetadataFields {
  const start = addDays(today, 30);
  return {
    fullName: 'Harbor City Collegiate DanceSport Championships',
    primaryColor: '#1d4ed8',
    startDate: start,
    endDate: addDays(start, 1),
    // Spec §4: Early until the early deadline, Normal until the open deadline, then Late
    // until registration closes a week before the competition. The demo is in its Normal period.
    // Each deadline is 23:59 on its day at the venue, in the competition's zone.
    dateRegistrationEarly: zonedInputToIso(`${addDays(today, -10)}T23:59`, DEMO_TIME_ZONE),
    dateRegistrationOpen: zonedInputToIso(`${addDays(today, 10)}T23:59`, DEMO_TIME_ZONE),
    dateRegistrationClosed: zonedInputToIso(`${addDays(start, -7)}T23:59`, DEMO_TIME_ZONE),
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
    timeZone: DEMO_TIME_ZONE,
    tagline:
      'Two days of Standard, Latin, Smooth and Rhythm for university teams, from Newcomer to Championship.',
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
