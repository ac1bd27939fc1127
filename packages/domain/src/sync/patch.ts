/**
 * A change to a JSON document at a path of object keys. Arrays are values:
 * a changed array is replaced whole, except one that only grew at its end
 * (a round's mark history, a log), which gets its new items appended, so a
 * long history costs each change only what was added.
 */
export type Patch =
  | { op: 'set'; path: string[]; value: unknown }
  | { op: 'remove'; path: string[] }
  | { op: 'append'; path: string[]; values: unknown[] };

type JsonObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Whether `after` starts with every item of `before`, in order. */
function isPrefix(before: readonly unknown[], after: readonly unknown[]): boolean {
  return (
    before.length <= after.length && before.every((item, index) => sameJson(item, after[index]))
  );
}

/**
 * The patches that turn `before` into `after`. Subtrees that are the same
 * object are skipped without being walked, so a diff of two states that
 * share structure costs only the changed paths.
 */
export function diff(before: unknown, after: unknown, path: string[] = []): Patch[] {
  if (before === after) {
    return [];
  }
  if (Array.isArray(before) && Array.isArray(after) && isPrefix(before, after)) {
    return before.length === after.length
      ? []
      : [{ op: 'append', path, values: after.slice(before.length) }];
  }
  if (!isPlainObject(before) || !isPlainObject(after)) {
    return sameJson(before, after) ? [] : [{ op: 'set', path, value: after }];
  }
  const patches: Patch[] = [];
  for (const key of Object.keys(before)) {
    if (!(key in after) || after[key] === undefined) {
      if (before[key] !== undefined) {
        patches.push({ op: 'remove', path: [...path, key] });
      }
    }
  }
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) {
      continue;
    }
    if (!(key in before) || before[key] === undefined) {
      patches.push({ op: 'set', path: [...path, key], value });
    } else {
      patches.push(...diff(before[key], value, [...path, key]));
    }
  }
  return patches;
}

function applyOne(document: unknown, patch: Patch, depth: number): unknown {
  const key = patch.path[depth];
  if (key === undefined) {
    switch (patch.op) {
      case 'set':
        return patch.value;
      case 'remove':
        return undefined;
      case 'append':
        return [...(Array.isArray(document) ? (document as unknown[]) : []), ...patch.values];
    }
  }
  const parent = isPlainObject(document) ? document : {};
  const child = applyOne(parent[key], patch, depth + 1);
  if (child === undefined) {
    const { [key]: _removed, ...rest } = parent;
    return rest;
  }
  return { ...parent, [key]: child };
}

/**
 * Applies patches without mutating `document`: parts the patches do not touch
 * keep their identity, so React re-renders only what changed.
 */
export function applyPatches<T>(document: T, patches: readonly Patch[]): T {
  let current: unknown = document;
  for (const patch of patches) {
    current = applyOne(current, patch, 0);
  }
  return current as T;
}
