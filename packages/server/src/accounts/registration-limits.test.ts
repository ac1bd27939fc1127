import { describe, expect, it } from 'vitest';
import { RegistrationLimits, registrationLimitsFromEnv } from './registration-limits';

describe('registration limits', () => {
  it('read their settings from the environment, and stop start-up on a bad one', () => {
    expect(registrationLimitsFromEnv({})).toEqual({
      registrationsPerIp: 10,
      registrationWindowMs: 10 * 60_000,
      codeFailuresPerIp: 20,
      codeFailuresPerEmail: 5,
      codeWindowMs: 15 * 60_000,
    });
    expect(registrationLimitsFromEnv({ REGISTRATIONS_PER_IP: '1000' }).registrationsPerIp).toBe(
      1000,
    );
    expect(() => registrationLimitsFromEnv({ REGISTRATIONS_PER_IP: 'many' })).toThrow(
      /REGISTRATIONS_PER_IP must be a whole number/,
    );
    expect(() => registrationLimitsFromEnv({ COMPETITOR_CODE_WINDOW_MINUTES: '0' })).toThrow(
      /COMPETITOR_CODE_WINDOW_MINUTES/,
    );
  });

  it('count a code attempt against the email whatever its case, and the address', () => {
    const limits = new RegistrationLimits({
      ...registrationLimitsFromEnv({}),
      codeFailuresPerEmail: 2,
    });
    expect(limits.takeCodeAttempt('10.0.0.1', 'Ada@Example.org').admitted).toBe(true);
    expect(limits.takeCodeAttempt('10.0.0.2', ' ada@example.org').admitted).toBe(true);
    expect(limits.takeCodeAttempt('10.0.0.3', 'ADA@EXAMPLE.ORG').admitted).toBe(false);
    expect(limits.takeCodeAttempt('10.0.0.3', 'bo@example.org').admitted).toBe(true);
  });

  it('allow three code mails per email an hour', () => {
    const limits = new RegistrationLimits(registrationLimitsFromEnv({}));
    const sent = Array.from({ length: 5 }, () => limits.takeCodeMail('ada@example.org'));
    expect(sent).toEqual([true, true, true, false, false]);
  });
});
