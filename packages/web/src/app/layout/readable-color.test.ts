import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './readable-color';

describe('readableTextColor', () => {
  it('keeps a colour that already meets WCAG AA on white', () => {
    expect(readableTextColor('#1d4ed8')).toBe('#1d4ed8');
  });

  it('darkens a pale brand colour until it meets 4.5:1', () => {
    const result = readableTextColor('#ffd700');
    expect(result).not.toBe('#ffd700');
    expect(contrastRatio(result, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to near-black for something that is not a colour', () => {
    expect(readableTextColor('gold')).toBe('#1a1b1e');
  });

  it('computes the textbook ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
