/** The image types and size the server takes (packages/server/src/uploads/image-types.ts). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/**
 * Why a chosen file cannot be a photo, said before it is sent; undefined
 * when it looks fine. The server checks again, and its answer is shown too.
 */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > MAX_PHOTO_BYTES) {
    const megabytes = Math.ceil((file.size / (1024 * 1024)) * 10) / 10;
    return `The photo is ${String(megabytes)} MB: at most 2 MB is allowed.`;
  }
  return undefined;
}
