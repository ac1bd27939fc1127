import { FIRST_ROWS } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { lineClass } from './line-class';

describe('lineClass', () => {
  it('lays out the rows the server draws at once, and those after only when scrolled to', () => {
    expect(lineClass(0)).toBe('fc-line');
    expect(lineClass(FIRST_ROWS - 1, 'fc-entry')).toBe('fc-line fc-entry');
    expect(lineClass(FIRST_ROWS)).toBe('fc-line fc-line-later');
    expect(lineClass(FIRST_ROWS + 500, 'fc-entry')).toBe('fc-line fc-entry fc-line-later');
  });
});
