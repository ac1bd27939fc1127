import type { PrintKind } from './kind';

/**
 * Every kind of sheet, in the order the picker offers them. Each kind is
 * its own module; add yours here (one import, one line).
 */
export const printKinds: readonly PrintKind[] = [];

/** The kind a URL segment names, if any. */
export function kindById(id: string | undefined): PrintKind | undefined {
  return printKinds.find((kind) => kind.id === id);
}
