import type { PublicMetadata } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { mayRegisterNow } from './registration-status';

const now = '2027-01-20T12:00:00.000Z';
const metadata = (fields: Partial<PublicMetadata>) =>
  ({ registrationStatus: 'OPEN', ...fields }) as PublicMetadata;

describe('whether the home page offers "Register now"', () => {
  it('offers it while the close date is ahead or unset', () => {
    expect(mayRegisterNow(metadata({ dateRegistrationClosed: '2027-02-01T23:59:00Z' }), now)).toBe(
      true,
    );
    expect(mayRegisterNow(metadata({}), now)).toBe(true);
  });

  it('does not once the close date has passed, whatever the switch says (spec §4)', () => {
    expect(mayRegisterNow(metadata({ dateRegistrationClosed: '2027-01-19T23:59:00Z' }), now)).toBe(
      false,
    );
  });

  it('does not when the organizers switched registration to CLOSED', () => {
    expect(mayRegisterNow(metadata({ registrationStatus: 'CLOSED' }), now)).toBe(false);
  });
});
