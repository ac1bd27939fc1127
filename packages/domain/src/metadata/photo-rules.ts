/**
 * What an official's photo may be, written once for the server that takes it and
 * the web form that checks it before sending. The sentences are the server's
 * clauses (lower case, no full stop); the web turns them into sentences.
 */

/** The largest photo we store: officials' portraits, not print masters. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export interface PhotoType {
  contentType: string;
  extension: string;
  label: string;
  /** Whether the bytes really are this kind of image (so a renamed HTML file is refused). */
  matches: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image types a photo may be: those every browser shows. */
export const photoTypes: readonly PhotoType[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    label: 'PNG',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    label: 'JPEG',
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    label: 'WebP',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

/** The photo types in words, "PNG, JPEG or WebP", as both the server and the form say them. */
export const photoTypesInWords = [
  photoTypes
    .slice(0, -1)
    .map((type) => type.label)
    .join(', '),
  photoTypes.at(-1)?.label,
].join(' or ');

/** The media type of a Content-Type header, without parameters: "image/png; x=y" → "image/png". */
export function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

/** The photo type a Content-Type header names, or undefined when it is not one we take. */
export function photoTypeFor(contentType: string | undefined): PhotoType | undefined {
  return photoTypes.find((type) => type.contentType === mediaType(contentType));
}

/** The photo type of a stored file, by its extension. */
export function photoTypeOfFile(fileName: string): PhotoType | undefined {
  return photoTypes.find((type) => fileName.endsWith(`.${type.extension}`));
}

/** "2.1 MB": rounded up, so a size just over the limit never reads as the limit itself. */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(tenths)} MB`;
}

/** Why a photo sent as `contentType` is refused, or undefined when the type is one we take. */
export function photoTypeProblem(contentType: string | undefined): string | undefined {
  if (photoTypeFor(contentType)) {
    return undefined;
  }
  const given = mediaType(contentType);
  const allowed = photoTypes.map((type) => type.contentType).join(', ');
  return given
    ? `a photo must be a ${photoTypesInWords} image (${allowed}), not ${given}`
    : `send the photo with its content type: one of ${allowed}`;
}

/** Why a photo of `size` bytes is refused, or undefined when it is small enough. */
export function photoSizeProblem(size: number): string | undefined {
  return size > MAX_PHOTO_BYTES
    ? `the photo is ${megabytes(size)}: at most ${megabytes(MAX_PHOTO_BYTES)} is allowed`
    : undefined;
}
