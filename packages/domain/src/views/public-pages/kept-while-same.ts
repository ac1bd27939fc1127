interface Kept<T> {
  inputs: readonly object[];
  value: T;
}

/** A cache for `keptWhileSame`, one per kind of list. */
export type KeptCache<T> = WeakMap<object, Kept<T>>;

/**
 * A page's list, computed again only when one of its inputs is a new
 * object, and then the very same value again when it reads the same
 * (`same`): a command that changes nothing the page shows sends its
 * watchers nothing. Kept per `key`, the input that changes least.
 */
export function keptWhileSame<T>(
  cache: KeptCache<T>,
  key: object,
  inputs: readonly object[],
  compute: () => T,
  same: (last: T, made: T) => boolean,
): T {
  const last = cache.get(key);
  if (last && last.inputs.every((input, index) => input === inputs[index])) {
    return last.value;
  }
  const made = compute();
  const value = last && same(last.value, made) ? last.value : made;
  cache.set(key, { inputs, value });
  return value;
}
