import { describe, expect, it } from 'vitest';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import {
  RegistrationLimits,
  registrationLimitsFromEnv,
  type RegistrationLimitsConfig,
} from './registration-limits';

const limitsWith = (config: RegistrationLimitsConfig) =>
  new RegistrationLimits(config, new SqliteSqlClient(openSqliteDatabase(':memory:')));

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

  it('count a code attempt against the email whatever its case, and the address', async () => {
    const limits = limitsWith({ ...registrationLimitsFromEnv({}), codeFailuresPerEmail: 2 });
    const take = async (ip: string, email: string) =>
      (await limits.takeCodeAttempt(ip, email)).admitted;
    expect(await take('10.0.0.1', 'Ada@Example.org')).toBe(true);
    expect(await take('10.0.0.2', ' ada@example.org')).toBe(true);
    expect(await take('10.0.0.3', 'ADA@EXAMPLE.ORG')).toBe(false);
    expect(await take('10.0.0.3', 'bo@example.org')).toBe(true);
  });

  it('allow three code mails per email an hour, asked for at once', async () => {
    const limits = limitsWith(registrationLimitsFromEnv({}));
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => limits.takeCodeMail('ada@example.org')),
    );
    expect(sent.filter(Boolean)).toHaveLength(3);
  });
});
