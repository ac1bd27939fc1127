import type { Audience } from './audience';

/**
 * The audiences that receive one field of the state. An empty list makes the
 * field private: it never leaves the server. For the judge audience it means
 * "the judge view may draw on it": that view is computed, not copied.
 */
export type SeenBy = readonly Audience[];

type Scalar = string | number | boolean;

/** Maps keyed by ids (dancer ids, event names, round numbers), not by field names. */
type IdKeyed<T> = string extends keyof T ? true : number extends keyof T ? true : false;

/**
 * Data with no field names of its own: scalars, lists of them and maps by id
 * of them (a round's marks: judge → dance → numbers). Nothing can be added to
 * such data without changing its type elsewhere, so one decision covers it.
 */
type Nameless<T> = [T] extends [Scalar]
  ? true
  : T extends readonly (infer Item)[]
    ? Nameless<Item>
    : IdKeyed<T> extends true
      ? Nameless<T[keyof T]>
      : false;

/**
 * The decision for one part of the state: who sees it, for data without
 * field names; the same decision for each item of a list or map by id; and
 * otherwise a table naming every field, so a new field is a compile error
 * until somebody decides who may see it.
 */
export type FieldRule<T> =
  Nameless<T> extends true
    ? SeenBy
    : T extends readonly (infer Item)[]
      ? { readonly each: FieldRule<Item> }
      : IdKeyed<T> extends true
        ? { readonly each: FieldRule<T[keyof T]> }
        : FieldTable<T>;

/**
 * Every field of `T`, optional ones included, with the audiences that receive
 * it. A record with a field named `each` cannot have a table: that name marks
 * the rule for the items of a list or map by id.
 */
export type FieldTable<T> = 'each' extends keyof T
  ? never
  : { readonly [Field in keyof T]-?: FieldRule<NonNullable<T[Field]>> };

/** Builds a `SeenBy` list from the audiences named. */
export const seenBy = (...audiences: Audience[]): SeenBy => audiences;

/** Every audience, the judge's tablet included. */
export const everyone = seenBy('public', 'staff', 'registrar', 'scoring', 'judge');
/** Any visitor and every staff screen; the judge's tablet has no use for it. */
export const publicly = seenBy('public', 'staff', 'registrar', 'scoring');
/** Signed-in officials only: contact details, linked accounts. */
export const staffOnly = seenBy('staff', 'registrar', 'scoring');
/** The chairman and scrutineer only. */
export const scoringOnly = seenBy('scoring');
/** Whoever keeps the registrations: dancers' emails, what they owe and paid (ADR 019). */
export const registrarOnly = seenBy('registrar');
/** Nobody: kept on the server (the explicit "private" list). */
export const nobody = seenBy();

/** A `FieldRule` as code walking a table sees it at run time. */
export type Rule = SeenBy | { readonly each: Rule } | { readonly [field: string]: Rule };

/** A rule for data without field names: the list of who sees it. */
export const isSeenBy = (rule: Rule): rule is SeenBy => Array.isArray(rule);

/** A rule for each item of a list or map by id. */
export const isEach = (rule: Rule): rule is { readonly each: Rule } =>
  !isSeenBy(rule) && 'each' in rule;
