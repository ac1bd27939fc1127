import { photoSizeProblem, photoTypeFor, photoTypesInWords } from '@floorcraft/domain';
import { sentence } from '../../lib/api/api-error';

/**
 * Why a chosen file cannot be a photo, said before it is sent; undefined
 * when it looks fine. The rules are the server's (the domain's photo rules),
 * and the server checks again: its answer is shown too.
 */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!photoTypeFor(file.type)) {
    return `Choose a ${photoTypesInWords} image.`;
  }
  const tooLarge = photoSizeProblem(file.size);
  return tooLarge && sentence(tooLarge);
}
