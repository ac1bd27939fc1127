import { demoMetadata } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { isoFromUtcInput, utcInputValue } from './date-time-fields';
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

  it('edits deadlines in UTC', () => {
    expect(utcInputValue('2027-01-01T08:00:00+02:00')).toBe('2027-01-01T06:00');
    expect(isoFromUtcInput('2027-03-05T23:59')).toBe('2027-03-05T23:59:00Z');
    const draft = { ...metadataDraft(stored), dateRegistrationClosed: '2027-03-05T23:59' };
    expect(metadataChange(draft, stored).patch).toEqual({
      dateRegistrationClosed: '2027-03-05T23:59:00Z',
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
