import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1500, '1,500'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
  ])('writes %i as %s, as toLocaleString does', (count, written) => {
    expect(formatCount(count)).toBe(written);
    expect(count.toLocaleString('en')).toBe(written);
  });
});
