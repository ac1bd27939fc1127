import { describe, expect, it } from 'vitest';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { LimitWindows, type WindowCheck } from './limit-windows';

const MINUTE = 60_000;

function windowsWithClock() {
  let now = 1_000_000;
  const windows = new LimitWindows(new SqliteSqlClient(openSqliteDatabase(':memory:')), () => now);
  return { windows, advance: (ms: number) => (now += ms) };
}

const check = (key: string, max: number, bucket = 'ip'): WindowCheck => ({
  bucket,
  key,
  rule: { max, windowMs: 10 * MINUTE },
});

describe('limit windows', () => {
  it('admit max attempts per key, sent at once, then say how long to wait', async () => {
    const { windows, advance } = windowsWithClock();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => windows.reserve([check('10.0.0.1', 3)])),
    );
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(3);
    const refused = answers[4]!;
    expect(!refused.admitted && refused.retryAfterMs).toBe(10 * MINUTE);
    expect((await windows.reserve([check('10.0.0.2', 3)])).admitted).toBe(true);
    advance(4 * MINUTE);
    const later = await windows.reserve([check('10.0.0.1', 3)]);
    expect(!later.admitted && later.retryAfterMs).toBe(6 * MINUTE);
    advance(6 * MINUTE);
    expect((await windows.reserve([check('10.0.0.1', 3)])).admitted).toBe(true);
  });

  it('give a released attempt back, once however often it is released', async () => {
    const { windows } = windowsWithClock();
    const first = await windows.reserve([check('a', 2)]);
    await windows.reserve([check('a', 2)]);
    if (!first.admitted) {
      throw new Error('the first attempt was refused');
    }
    await Promise.all([first.release(), first.release()]);
    expect(await windows.count(check('a', 2))).toBe(1);
    expect((await windows.reserve([check('a', 2)])).admitted).toBe(true);
    expect((await windows.reserve([check('a', 2)])).admitted).toBe(false);
  });

  it('count an attempt named once a single time, however many copies arrive at once', async () => {
    const { windows, advance } = windowsWithClock();
    const once = { bucket: 'command', key: 'tap-1', windowMs: 10 * MINUTE };
    const taps = await Promise.all(
      Array.from({ length: 3 }, () => windows.reserve([check('10.0.0.9', 2)], once)),
    );
    expect(taps.map((tap) => tap.admitted)).toEqual([true, true, true]);
    expect(await windows.count(check('10.0.0.9', 2))).toBe(1);
    expect((await windows.reserve([check('10.0.0.9', 2)])).admitted).toBe(true);
    // Full now, but the named attempt comes again free; after its window it counts anew.
    expect((await windows.reserve([check('10.0.0.9', 2)], once)).admitted).toBe(true);
    advance(10 * MINUTE);
    await windows.reserve([check('10.0.0.9', 2)], once);
    expect(await windows.count(check('10.0.0.9', 2))).toBe(1);
  });

  it('reserve in several windows all or none', async () => {
    const { windows } = windowsWithClock();
    const both = () => windows.reserve([check('e', 1, 'email'), check('ip', 5)]);
    expect((await both()).admitted).toBe(true);
    expect((await both()).admitted).toBe(false);
    // The refusal by email did not use up the address's budget.
    expect(await windows.count(check('ip', 5))).toBe(1);
  });

  it('clear one key of one bucket, leaving other keys and buckets counted', async () => {
    const { windows } = windowsWithClock();
    await windows.reserve([check('a', 2)]);
    await windows.reserve([check('a', 2)]);
    await windows.reserve([check('b', 2)]);
    await windows.reserve([check('a', 2, 'other')]);
    expect((await windows.reserve([check('a', 2)])).admitted).toBe(false);
    await windows.clear('ip', 'a');
    expect(await windows.count(check('b', 2))).toBe(1);
    expect(await windows.count(check('a', 2, 'other'))).toBe(1);
    expect((await windows.reserve([check('a', 2)])).admitted).toBe(true);
  });
});
