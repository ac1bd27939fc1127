/** A save's fields: each a new value, null to remove it, or left out to keep what is stored. */
export type FieldChanges<T> = { [K in keyof T]?: T[K] | null };

/**
 * The record a whole-record save (`saveOfficial`, `saveEvent`) stores: the
 * stored record with the fields the save names. A field left out keeps its
 * stored value and null removes it, so a client that does not know a field
 * (an older form, an API script) never erases it by leaving it out.
 */
export function savedRecord<T extends object>(
  stored: T | undefined,
  changes: FieldChanges<T>,
): Partial<T> {
  const record: Record<string, unknown> = Object.fromEntries(
    Object.entries(stored ?? {}).filter(([, value]) => value !== undefined),
  );
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) {
      delete record[name];
    } else if (value !== undefined) {
      record[name] = value;
    }
  }
  return record as Partial<T>;
}
