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
      codePaceMs: 10_000,
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

  it('pace code tries per email and address, whatever the email’s case, and turn away a long line', async () => {
    const at = 1_000_000;
    const limits = new RegistrationLimits(
      { ...registrationLimitsFromEnv({}), codeFailuresPerEmail: 2, codePaceMs: 10_000 },
      new SqliteSqlClient(openSqliteDatabase(':memory:')),
      () => at,
    );
    const wait = async (ip: string, email: string) => {
      const booking = await limits.bookCodeAttempt(ip, email);
      return booking.admitted ? booking.waitMs : 'turned away';
    };
    expect(await wait('10.0.0.1', 'Ada@Example.org')).toBe(0);
    expect(await wait('10.0.0.1', ' ada@example.org')).toBe(0);
    // Over the limit: each try waits its turn, three at most, then tries are turned away.
    expect(await wait('10.0.0.1', 'ADA@EXAMPLE.ORG')).toBe(10_000);
    expect(await wait('10.0.0.1', 'ada@example.org')).toBe(20_000);
    expect(await wait('10.0.0.1', 'ada@example.org')).toBe(30_000);
    expect(await wait('10.0.0.1', 'ada@example.org')).toBe('turned away');
    // Another address, and another email from this one, are not held back.
    expect(await wait('10.0.0.2', 'ada@example.org')).toBe(0);
    expect(await wait('10.0.0.1', 'bo@example.org')).toBe(0);
    // A right code clears its pair.
    await limits.clearCodeAttempts('10.0.0.1', 'Ada@example.org');
    expect(await wait('10.0.0.1', 'ada@example.org')).toBe(0);
  });

  it('pace an address over its limit for an email it tried in the last day, not for a new one', async () => {
    let at = 1_000_000;
    const limits = new RegistrationLimits(
      { ...registrationLimitsFromEnv({}), codeFailuresPerIp: 3, codePaceMs: 10_000 },
      new SqliteSqlClient(openSqliteDatabase(':memory:')),
      () => at,
    );
    const wait = async (email: string) => {
      const booking = await limits.bookCodeAttempt('10.0.0.1', email);
      return booking.admitted ? booking.waitMs : 'turned away';
    };
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      expect(await wait(email)).toBe(0);
    }
    // The address is at its limit: a new email's first try is made at once, a second waits.
    expect(await wait('d@example.org')).toBe(0);
    expect(await wait('a@example.org')).toBe(10_000);
    // Twenty minutes on, the window has passed; the address guesses at 3 new emails again.
    at += 20 * 60_000;
    for (const email of ['e@example.org', 'f@example.org', 'g@example.org']) {
      expect(await wait(email)).toBe(0);
    }
    // An email it tried an hour ago is not new: that try waits its turn.
    expect(await wait('b@example.org')).toBe(10_000);
  });

  it('count an IPv6 network as one address', async () => {
    const limits = new RegistrationLimits(
      { ...registrationLimitsFromEnv({}), codeFailuresPerEmail: 1, codePaceMs: 10_000 },
      new SqliteSqlClient(openSqliteDatabase(':memory:')),
      () => 1_000_000,
    );
    const first = await limits.bookCodeAttempt('2001:db8:1:2::1', 'ada@example.org');
    const second = await limits.bookCodeAttempt('2001:db8:1:2:ffff::9', 'ada@example.org');
    const elsewhere = await limits.bookCodeAttempt('2001:db8:1:3::1', 'ada@example.org');
    expect([first, second, elsewhere].map((booking) => booking.admitted && booking.waitMs)).toEqual(
      [0, 10_000, 0],
    );
  });

  it('allow three code mails per email an hour, asked for at once', async () => {
    const limits = limitsWith(registrationLimitsFromEnv({}));
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => limits.takeCodeMail('ada@example.org')),
    );
    expect(sent.filter(Boolean)).toHaveLength(3);
  });
});
