import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './field-errors';

describe('server refusals of the competition form', () => {
  it('puts each named problem beside its field', () => {
    expect(
      splitFieldErrors(
        'command.patch.socials.website: must be a full web address starting with https://; command.patch.primaryColor: must be a colour written #RRGGBB, e.g. #1f4e8c',
      ),
    ).toEqual({
      fields: {
        website: 'must be a full web address starting with https://',
        primaryColor: 'must be a colour written #RRGGBB, e.g. #1f4e8c',
      },
      other: [],
    });
  });

  it('puts a cross-field problem on the field it starts with', () => {
    expect(splitFieldErrors('endDate 2027-01-01 is before startDate 2027-02-01').fields).toEqual({
      endDate: 'endDate 2027-01-01 is before startDate 2027-02-01',
    });
  });

  it('keeps what names no field for a general message', () => {
    expect(splitFieldErrors('you may not update metadata here')).toEqual({
      fields: {},
      other: ['you may not update metadata here'],
    });
  });
});
