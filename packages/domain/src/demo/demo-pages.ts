import type { ContentPage } from '../competition/settings';

/** The demo's public page texts: what a newcomer sees on Details, Rules, Venue, Contact and About. */
export const DEMO_PAGES: readonly [ContentPage, string][] = [
  [
    'details',
    'Two days of collegiate DanceSport: Standard and Latin on Saturday, Smooth, Rhythm and Nightclub on Sunday.\n\nEntry is per couple per event. Early-bird pricing ends on the early registration date; registration closes a week before the competition.',
  ],
  [
    'rules',
    'Events are judged under the Skating System. Newcomer and Bronze events are syllabus: only figures of that level may be danced.\n\nCouples must check in with the deck captain before their first round each day. Competitor numbers are worn on the lead’s back.',
  ],
  [
    'venue',
    'Marston Field House, 400 University Avenue, Harbor City. The sprung floor is 30 by 20 metres.\n\nParking is free in Lot C on competition days; the field house is a ten-minute walk from University Station.',
  ],
  [
    'contact',
    'Questions about entries and invoices: write to the registration desk through the competition website.\n\nOn the day, find the information table beside the main entrance.',
  ],
  [
    'about',
    'The Harbor City Collegiate DanceSport Championships are run by students of the Harbor City University Ballroom Team for university teams across the region.',
  ],
];
