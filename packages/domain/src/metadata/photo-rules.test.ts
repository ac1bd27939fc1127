import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  photoSizeProblem,
  photoTypeFor,
  photoTypeOfFile,
  photoTypeProblem,
  photoTypesInWords,
} from './photo-rules';

describe('the photo rules', () => {
  it('name the types in words and find them by header or file name', () => {
    expect(photoTypesInWords).toBe('PNG, JPEG or WebP');
    expect(photoTypeFor('image/PNG; charset=binary')?.extension).toBe('png');
    expect(photoTypeOfFile('0a.jpg')?.contentType).toBe('image/jpeg');
    expect(photoTypeOfFile('0a.gif')).toBeUndefined();
  });

  it('know a type by its first bytes', () => {
    const webp = new Uint8Array([...'RIFF0000WEBP'].map((char) => char.charCodeAt(0)));
    expect(photoTypeFor('image/webp')?.matches(webp)).toBe(true);
    expect(photoTypeFor('image/png')?.matches(webp)).toBe(false);
  });

  it('say why a type or a size is refused', () => {
    expect(photoTypeProblem('image/png')).toBeUndefined();
    expect(photoTypeProblem('text/plain')).toBe(
      'a photo must be a PNG, JPEG or WebP image (image/png, image/jpeg, image/webp), not text/plain',
    );
    expect(photoSizeProblem(MAX_PHOTO_BYTES)).toBeUndefined();
    expect(photoSizeProblem(MAX_PHOTO_BYTES + 1)).toBe(
      'the photo is 2.1 MB: at most 2 MB is allowed',
    );
  });
});
