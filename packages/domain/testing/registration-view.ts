import {
  demoMetadata,
  PLACEHOLDER_NUMBER,
  publicView,
  type CompetitionState,
  type PublicView,
} from '../src/index';
import { run } from './context';

/**
 * A small competition as the public sees it after registration: two
 * events and a break, four couples (one dancing both events), and Lucia
 * Ferraro holding a TBA place in Bronze Smooth while she looks for a lead.
 * Built with staff commands; the TBA record is written into the view as
 * registration would leave it, so these tests do not wait on `register`.
 */
export function registrationView(): PublicView {
  const state = run(
    undefined,
    { type: 'createCompetition', slug: 'entries-open', metadata: demoMetadata('2027-01-10') },
    {
      type: 'saveEvent',
      event: {
        name: 'Bronze Smooth',
        eventLevel: 'Bronze',
        style: 'Smooth',
        eventDances: ['Waltz'],
      },
    },
    { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
    {
      type: 'saveEvent',
      event: { name: 'Silver Latin', eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
    },
    {
      type: 'importCouples',
      couples: [
        {
          lead: { name: 'Aaron Bishop', affiliation: 'Harbor City University' },
          follow: { name: 'Beatrice Lam', affiliation: 'Harbor City University' },
          events: ['Bronze Smooth', 'Silver Latin'],
        },
        {
          lead: { name: 'Jonas Lindgren', affiliation: 'Northbridge College' },
          follow: { name: 'Mei Takahashi', affiliation: 'Northbridge College' },
          events: ['Bronze Smooth'],
        },
        {
          lead: { name: 'Tobias Weber', affiliation: 'Lakeside State University' },
          follow: { name: 'Inès Moreno', affiliation: 'Riverside University' },
          events: ['Silver Latin'],
        },
        {
          lead: { name: 'Caleb Osei', affiliation: 'Riverside University' },
          follow: { name: 'Dana Price', affiliation: 'Riverside University' },
          events: ['Silver Latin'],
        },
      ],
    },
    { type: 'generateRounds', eventName: 'Bronze Smooth' },
    { type: 'generateRounds', eventName: 'Lunch Break' },
    { type: 'generateRounds', eventName: 'Silver Latin' },
    { type: 'assignStartTimes' },
    {
      type: 'saveCompetitor',
      competitor: {
        id: 'lucia',
        name: 'Lucia Ferraro',
        affiliation: 'Eastport University',
        levels: { smoothLevel: 'Bronze' },
      },
    },
    { type: 'addPlaceholderEntry', eventName: 'Bronze Smooth', roundNumber: 1 },
  );
  return withSeeker(publicView(state), state);
}

function withSeeker(view: PublicView, state: CompetitionState): PublicView {
  const placeholder = Object.values(state.events['Bronze Smooth']!.entries).find(
    (entry) => entry.leadNumber === PLACEHOLDER_NUMBER,
  )!;
  return {
    ...view,
    registration: {
      ...view.registration,
      seeking: {
        'seek-1': {
          id: 'seek-1',
          competitorId: 'lucia',
          role: 'follow',
          eventName: 'Bronze Smooth',
          placeholderEntryId: placeholder.entryId,
          since: '2027-01-06T19:30:00Z',
        },
      },
    },
  };
}

/** The id of the registered dancer of that name. */
export function competitorId(view: PublicView, name: string): string {
  const found = Object.values(view.competitors).find((competitor) => competitor.name === name);
  if (!found) {
    throw new Error(`no competitor named ${name}`);
  }
  return found.id;
}
