import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-rules';

describe('choosing a photo', () => {
  it('takes PNG, JPEG and WebP images up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(photoProblem({ type, size: 2 * 1024 * 1024 })).toBeUndefined();
    }
  });

  it('says what is wrong with any other file', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The photo is 2.1 MB: at most 2 MB is allowed.',
    );
  });
});
