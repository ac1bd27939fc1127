/** The largest photo we store: officials' portraits, not print masters. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export interface ImageType {
  contentType: string;
  extension: string;
  label: string;
  /** Whether the bytes really are this kind of image (so a renamed HTML file is refused). */
  matches: (bytes: Buffer) => boolean;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image types a photo may be: those every browser shows. */
export const imageTypes: readonly ImageType[] = [
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

/** The media type of a Content-Type header, without parameters: "image/png; x=y" → "image/png". */
export function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

export function imageTypeFor(contentType: string | undefined): ImageType | undefined {
  return imageTypes.find((type) => type.contentType === mediaType(contentType));
}

export function imageTypeOfFile(fileName: string): ImageType | undefined {
  return imageTypes.find((type) => fileName.endsWith(`.${type.extension}`));
}

/** "2.1 MB": rounded up, so a size just over the limit never reads as the limit itself. */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(tenths)} MB`;
}

/** Why an upload of `contentType` is refused, or undefined when the type is one we take. */
export function contentTypeProblem(contentType: string | undefined): string | undefined {
  if (imageTypeFor(contentType)) {
    return undefined;
  }
  const given = mediaType(contentType);
  const allowed = imageTypes.map((type) => type.contentType).join(', ');
  return given
    ? `a photo must be a PNG, JPEG or WebP image (${allowed}), not ${given}`
    : `send the photo with its content type: one of ${allowed}`;
}

/** Why an upload of `size` bytes is refused, or undefined when it is small enough. */
export function sizeProblem(size: number): string | undefined {
  return size > MAX_UPLOAD_BYTES
    ? `the photo is ${megabytes(size)}: at most ${megabytes(MAX_UPLOAD_BYTES)} is allowed`
    : undefined;
}
