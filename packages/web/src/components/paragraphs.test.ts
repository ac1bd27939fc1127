import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs of a page text', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('First line\nsame paragraph\n\nSecond\n   \n\n\nThird ')).toEqual([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });

  it('reads Windows line endings the same way', () => {
    expect(paragraphs('One\r\n\r\nTwo')).toEqual(['One', 'Two']);
  });

  it('has none for an empty or missing text', () => {
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs('  \n\n ')).toEqual([]);
    expect(paragraphs(undefined)).toEqual([]);
  });

  it('keeps markup as the text it is: pages render it as text, never as HTML', () => {
    expect(paragraphs('<b>bold</b>')).toEqual(['<b>bold</b>']);
  });
});
