import { describe, expect, it } from 'vitest';
import {
  creationBody,
  emptyDraft,
  newCompetitionProblems,
  refusalByField,
  suggestSlug,
  withCopySource,
  type NewCompetitionDraft,
} from './new-competition-model';

const filled: NewCompetitionDraft = {
  ...emptyDraft('America/New_York'),
  name: 'Spring Open 2027',
  slug: 'spring-open-2027',
  startDate: '2027-04-10',
  endDate: '2027-04-11',
  venueName: 'Field House',
  venueAddress: '1 Campus Road',
  start: 'collegiate',
};

describe('suggestSlug', () => {
  it('makes a web address of the name: lowercase words joined by single hyphens', () => {
    expect(suggestSlug('Spring Open 2027')).toBe('spring-open-2027');
    expect(suggestSlug('  Harbor City -- DanceSport!  ')).toBe('harbor-city-dancesport');
  });

  it('drops accents and what an address cannot hold, and keeps to 64 characters', () => {
    expect(suggestSlug('Café Müller’s Ballroom Gala')).toBe('cafe-muller-s-ballroom-gala');
    expect(suggestSlug('!!!')).toBe('');
    const long = suggestSlug('Championship '.repeat(10));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('the create form', () => {
  it('starts empty in the browser’s zone, in US dollars, from nothing', () => {
    expect(emptyDraft('Europe/Paris')).toMatchObject({
      name: '',
      slug: '',
      timeZone: 'Europe/Paris',
      currency: 'USD',
      start: 'empty',
      copyFrom: null,
    });
  });

  it('sends the details as POST /api/competitions takes them, a copy naming its source', () => {
    expect(creationBody(filled, 'command-1')).toEqual({
      commandId: 'command-1',
      name: 'Spring Open 2027',
      slug: 'spring-open-2027',
      startDate: '2027-04-10',
      endDate: '2027-04-11',
      venue: { name: 'Field House', address: '1 Campus Road' },
      timeZone: 'America/New_York',
      currency: 'USD',
      start: 'collegiate',
    });
    expect(
      creationBody({ ...filled, start: 'copy', copyFrom: 'spring-open-2026' }, 'c'),
    ).toMatchObject({ start: 'copy', copyFrom: 'spring-open-2026' });
  });

  it('refuses before sending what the server would, each problem on its field', () => {
    expect(
      newCompetitionProblems({ ...filled, name: '', slug: 'Spring Open!', endDate: '2027-04-09' }),
    ).toMatchObject({
      name: 'must not be empty',
      slug: expect.stringMatching(/^must be lowercase letters/) as unknown,
      endDate: 'must not be before the start date',
    });
    expect(newCompetitionProblems({ ...filled, start: 'copy' })).toEqual({
      copyFrom: 'choose the competition to copy',
    });
    expect(newCompetitionProblems(filled)).toEqual({});
  });

  it('places the server’s refusal beside the fields it names, the rest as a sentence', () => {
    expect(
      refusalByField(
        'venue.name: must be at most 200 characters; slug: the address "x" is taken: choose another; something else',
      ),
    ).toEqual({
      fields: {
        venueName: 'must be at most 200 characters',
        slug: 'the address "x" is taken: choose another',
      },
      other: ['something else'],
    });
  });
});

describe('a copy’s time zone and currency', () => {
  const source = {
    slug: 'spring-open-2026',
    fullName: 'Spring Open 2026',
    timeZone: 'America/Chicago',
    currency: 'CAD',
  };
  const copying: NewCompetitionDraft = { ...filled, timeZone: 'Asia/Tokyo', start: 'copy' };

  it('are the source’s once it is chosen, not the browser’s', () => {
    expect(withCopySource(copying, source, {})).toMatchObject({
      copyFrom: 'spring-open-2026',
      timeZone: 'America/Chicago',
      currency: 'CAD',
    });
  });

  it('keep what the organizer chose themselves, and the draft’s currency for a source without fees', () => {
    expect(
      withCopySource(copying, { ...source, currency: undefined }, { timeZone: true }),
    ).toMatchObject({ copyFrom: 'spring-open-2026', timeZone: 'Asia/Tokyo', currency: 'USD' });
  });
});
