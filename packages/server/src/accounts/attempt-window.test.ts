import { describe, expect, it } from 'vitest';
import { AttemptWindow, reserveAll } from './attempt-window';

const MINUTE = 60_000;

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('an attempt window', () => {
  it('admits max attempts per key, counted at once, then says how long to wait', () => {
    const time = clock();
    const window = new AttemptWindow({ max: 3, windowMs: 10 * MINUTE }, time.now);
    const answers = Array.from({ length: 5 }, () => window.reserve('10.0.0.1'));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(3);
    const refused = answers[4]!;
    expect(refused.admitted).toBe(false);
    expect(!refused.admitted && refused.retryAfterMs).toBe(10 * MINUTE);
    expect(window.reserve('10.0.0.2').admitted).toBe(true);
    time.advance(10 * MINUTE);
    expect(window.reserve('10.0.0.1').admitted).toBe(true);
  });

  it('gives a released attempt back', () => {
    const window = new AttemptWindow({ max: 1, windowMs: MINUTE }, clock().now);
    const first = window.reserve('a');
    expect(first.admitted).toBe(true);
    if (first.admitted) {
      first.release();
      first.release(); // twice is once
    }
    expect(window.count('a')).toBe(0);
    expect(window.reserve('a').admitted).toBe(true);
    expect(window.reserve('a').admitted).toBe(false);
  });

  it('reserves in several windows all or none', () => {
    const time = clock();
    const byEmail = new AttemptWindow({ max: 1, windowMs: MINUTE }, time.now);
    const byIp = new AttemptWindow({ max: 5, windowMs: MINUTE }, time.now);
    const both = () => reserveAll([() => byEmail.reserve('e'), () => byIp.reserve('ip')]);
    expect(both().admitted).toBe(true);
    expect(both().admitted).toBe(false);
    // The refusal by email did not use up the address's budget.
    expect(byIp.count('ip')).toBe(1);
  });
});
