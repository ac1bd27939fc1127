import type { Audience } from './audience';
import { isEach, isSeenBy, type FieldTable, type Rule } from './field-table';

type Table = { readonly [field: string]: Rule };

const seesCache = new WeakMap<object, Map<Audience, boolean>>();

/** Whether `audience` receives anything under `rule`: else the field is left out whole. */
function sees(rule: Rule, audience: Audience): boolean {
  if (isSeenBy(rule)) {
    return rule.includes(audience);
  }
  let byAudience = seesCache.get(rule);
  if (!byAudience) {
    byAudience = new Map();
    seesCache.set(rule, byAudience);
  }
  let answer = byAudience.get(audience);
  if (answer === undefined) {
    answer = isEach(rule)
      ? sees(rule.each, audience)
      : Object.values(rule).some((field) => sees(field, audience));
    byAudience.set(audience, answer);
  }
  return answer;
}

/**
 * Projections by rule and audience, keyed by the state's own objects: the
 * state is never changed in place, so an unchanged part maps to the same
 * projected object on every call and diffs skip it without walking it.
 */
const projections = new WeakMap<object, Map<Audience, WeakMap<object, unknown>>>();

function projectionsOf(rule: Rule, audience: Audience): WeakMap<object, unknown> {
  let byAudience = projections.get(rule);
  if (!byAudience) {
    byAudience = new Map();
    projections.set(rule, byAudience);
  }
  let cache = byAudience.get(audience);
  if (!cache) {
    cache = new WeakMap();
    byAudience.set(audience, cache);
  }
  return cache;
}

function projectItems(items: object, rule: Rule, audience: Audience): object {
  if (Array.isArray(items)) {
    const list: readonly unknown[] = items;
    const projected = list.map((item) => project(item, rule, audience));
    return projected.every((item, index) => item === list[index]) ? list : projected;
  }
  const projected: Record<string, unknown> = {};
  let changed = false;
  for (const [key, item] of Object.entries(items)) {
    projected[key] = project(item, rule, audience);
    changed ||= projected[key] !== item;
  }
  return changed ? projected : items;
}

/** Walks the record's own fields, so the order stays as stored; a field the table lacks is dropped. */
function projectFields(record: object, table: Table, audience: Audience): object {
  const projected: Record<string, unknown> = {};
  let changed = false;
  for (const [field, value] of Object.entries(record)) {
    const rule = Object.hasOwn(table, field) ? table[field] : undefined;
    if (rule === undefined || !sees(rule, audience)) {
      changed = true;
      continue;
    }
    projected[field] = project(value, rule, audience);
    changed ||= projected[field] !== value;
  }
  return changed ? projected : record;
}

function project(value: unknown, rule: Rule, audience: Audience): unknown {
  if (isSeenBy(rule) || typeof value !== 'object' || value === null) {
    return value;
  }
  const cache = projectionsOf(rule, audience);
  let projected = cache.get(value);
  if (projected === undefined) {
    projected = isEach(rule)
      ? projectItems(value, rule.each, audience)
      : projectFields(value, rule, audience);
    cache.set(value, projected);
  }
  return projected;
}

/**
 * The fields of `value` that `audience` may receive under `table` (ADR 018):
 * what the table does not give the audience is left out, and so is any field
 * the table does not name. A part with nothing left out is returned as it is,
 * so views keep the state's identity where they can and diffs stay cheap.
 */
export function visibleFields<T>(value: T, table: FieldTable<T>, audience: Audience): unknown {
  return project(value, table, audience);
}
