import { describe, expect, it } from 'vitest';
import { placeText } from './place-text';

describe('placeText', () => {
  it('names a lone place, and a shared one by the places it covers', () => {
    expect(placeText(3, [1, 2, 3])).toBe('3rd');
    expect(placeText(10, [7, 10, 10, 10, 10, 10])).toBe('tied for 8th (10)');
  });
});
