import { describe, expect, it } from 'vitest';
import { colorsOn, contrastRatio, readableTextColor } from './readable-color';

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

describe('colorsOn', () => {
  it('puts white on a dark colour and black on a pale one, each at least 4.5:1', () => {
    for (const [color, text] of [
      ['#1D4ED8', '#ffffff'],
      ['#ffd700', '#000000'],
      ['#777777', '#000000'],
      ['#7a1f1f', '#ffffff'],
    ] as const) {
      const colors = colorsOn(color);
      expect(colors.text).toBe(text);
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to a dark blue for something that is not a colour', () => {
    expect(colorsOn('gold')).toEqual({ background: '#1a3a6b', text: '#ffffff' });
  });
});
