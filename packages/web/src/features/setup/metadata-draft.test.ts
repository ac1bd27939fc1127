import { demoMetadata } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { metadataChange, metadataDraft } from './metadata-draft';

const stored = {
  ...demoMetadata('2027-01-10'),
  dateRegistrationOpen: '2027-01-01T08:00:00+02:00',
};

describe('the competition form', () => {
  it('sends nothing when nothing changed, even for deadlines stored with an offset', () => {
    expect(metadataChange(metadataDraft(stored), stored)).toEqual({ patch: {}, problems: {} });
  });

  it('sends only the fields that changed', () => {
    const draft = { ...metadataDraft(stored), fullName: 'Harbor Open', resultsPageShown: true };
    expect(metadataChange(draft, stored).patch).toEqual({
      fullName: 'Harbor Open',
      resultsPageShown: true,
    });
  });

  it('offers a stored EARLY switch as "open as the dates say" and sends nothing for it (issue 25)', () => {
    const early = { ...stored, registrationStatus: 'EARLY' as const };
    expect(metadataDraft(early).registrationStatus).toBe('OPEN');
    expect(metadataChange(metadataDraft(early), early).patch).toEqual({});
    const closing = { ...metadataDraft(early), registrationStatus: 'CLOSED' as const };
    expect(metadataChange(closing, early).patch).toEqual({ registrationStatus: 'CLOSED' });
  });

  it('edits deadlines on the competition’s clock, not the browser’s', () => {
    // The demo runs on New York time: 23:59 typed there is 04:59 UTC the next day.
    expect(metadataDraft(stored).dateRegistrationOpen).toBe('2027-01-01T01:00');
    const draft = { ...metadataDraft(stored), dateRegistrationClosed: '2027-03-05T23:59' };
    expect(metadataChange(draft, stored).patch).toEqual({
      dateRegistrationClosed: '2027-03-06T04:59:00Z',
    });
  });

  it('sets the zone, and reads the deadlines shown in the zone chosen', () => {
    const utc = { ...stored, timeZone: undefined, dateRegistrationClosed: '2027-03-05T23:59:00Z' };
    const draft = { ...metadataDraft(utc), timeZone: 'America/New_York' };
    expect(draft.dateRegistrationClosed).toBe('2027-03-05T23:59');
    expect(metadataChange(draft, utc).patch).toMatchObject({
      timeZone: 'America/New_York',
      dateRegistrationClosed: '2027-03-06T04:59:00Z',
    });
  });

  it('refuses a zone that is not one, on the field', () => {
    const draft = { ...metadataDraft(stored), timeZone: 'Mars/Olympus' };
    expect(metadataChange(draft, stored).problems).toEqual({
      timeZone: 'must be an IANA time zone such as America/New_York',
    });
  });

  it('removes an emptied deadline by sending null for it', () => {
    const draft = { ...metadataDraft(stored), dateRegistrationOpen: '' };
    expect(metadataChange(draft, stored)).toEqual({
      patch: { dateRegistrationOpen: null },
      problems: {},
    });
  });

  it('sends socials and venue whole, leaving out an emptied social', () => {
    const draft = { ...metadataDraft(stored), facebook: '', venueName: 'Marston Hall' };
    const { patch } = metadataChange(draft, stored);
    expect(patch.socials).toEqual({
      website: stored.socials.website,
      instagram: stored.socials.instagram,
    });
    expect(patch.venue).toEqual({ name: 'Marston Hall', address: stored.venue.address });
  });
});

describe('the competition form’s own check', () => {
  it('refuses what updateMetadata’s schema refuses, in its words, on the field', () => {
    const draft = { ...metadataDraft(stored), website: 'not a web address' };
    expect(metadataChange(draft, stored).problems).toEqual({
      website: 'must be a full web address starting with https://',
    });
  });
});
