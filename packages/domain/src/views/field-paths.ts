import { isEach, isSeenBy, type FieldTable, type Rule, type SeenBy } from './field-table';

/** Key paths of the state, an id-keyed item written `*`: `events.*.rounds.*.roundState`. */
export interface FieldPaths {
  /** Paths present in the value that the table decides, down to data without field names. */
  decided: Set<string>;
  /** Paths present in the value that the table does not name: they reach nobody. */
  undecided: Set<string>;
}

const join = (path: string, field: string) => (path === '' ? field : `${path}.${field}`);

function walk(value: unknown, rule: Rule, path: string, found: FieldPaths): void {
  if (isSeenBy(rule)) {
    found.decided.add(path);
    return;
  }
  if (typeof value !== 'object' || value === null) {
    return;
  }
  if (isEach(rule)) {
    for (const item of Object.values(value)) {
      walk(item, rule.each, join(path, '*'), found);
    }
    return;
  }
  for (const [field, item] of Object.entries(value)) {
    if (Object.hasOwn(rule, field)) {
      walk(item, (rule as Record<string, Rule>)[field]!, join(path, field), found);
    } else {
      found.undecided.add(join(path, field));
    }
  }
}

/**
 * Every key path present in `value`, sorted into those `table` decides and
 * those it does not: the proof, over a populated state, that no field of
 * the state escaped the allow-list (ADR 018).
 */
export function fieldPaths<T>(value: T, table: FieldTable<T>): FieldPaths {
  const found: FieldPaths = { decided: new Set(), undecided: new Set() };
  walk(value, table, '', found);
  return found;
}

function leaves(rule: Rule, path: string): [string, SeenBy][] {
  if (isSeenBy(rule)) {
    return [[path, rule]];
  }
  if (isEach(rule)) {
    return leaves(rule.each, join(path, '*'));
  }
  return Object.entries(rule as Record<string, Rule>).flatMap(([field, inner]) =>
    leaves(inner, join(path, field)),
  );
}

/** Every path `table` decides, with the audiences that receive it, in table order. */
export function tablePaths<T>(table: FieldTable<T>): Map<string, SeenBy> {
  return new Map(leaves(table, ''));
}
