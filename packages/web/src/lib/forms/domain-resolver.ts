import { schemaResolver } from '@mantine/form';

/** A form's problems in words, by field path: what `useForm`'s `validate` may return. */
export type FieldErrors = Record<string, string>;

/** A domain schema (Zod, which implements Standard Schema) as Mantine's resolver takes it. */
export type DomainSchema = Parameters<typeof schemaResolver>[0];

export interface DomainRule<Values> {
  /** The domain's own schema of what the command takes: the server checks the same. */
  schema: DomainSchema;
  /** The form's values as the command's input, the way they will be sent. */
  input: (values: Values) => unknown;
  /** Where the domain's paths land on the form, when a path is not a form field's own. */
  fields?: Readonly<Record<string, string>>;
  /** The form path the input sits at, when it is one part of the form ("lead"). */
  at?: string;
}

/**
 * A validator for `useForm` that checks the form with the domain's schema,
 * through Mantine's Standard Schema resolver: the values are first made into
 * the command's input, so the browser refuses what the server would, in the
 * same words, and each problem lands on the field it names.
 */
export function domainResolver<Values>({
  schema,
  input,
  fields = {},
  at,
}: DomainRule<Values>): (values: Values) => FieldErrors {
  const check = schemaResolver(
    {
      '~standard': {
        version: 1,
        vendor: 'floorcraft',
        validate: (values: unknown) => schema['~standard'].validate(input(values as Values)),
      },
    },
    { sync: true },
  );
  return (values) => {
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(check(values))) {
      if (typeof message !== 'string') {
        continue;
      }
      const field = fields[path] ?? (at === undefined ? path : path ? `${at}.${path}` : at);
      // The first problem of a field is the one shown; the next shows once it is fixed.
      errors[field] ??= message;
    }
    return errors;
  };
}

/** Runs validators in turn, keeping each field's first problem (e.g. the schema, then "name taken"). */
export function allRules<Values>(
  ...rules: ((values: Values) => FieldErrors)[]
): (values: Values) => FieldErrors {
  return (values) => {
    const errors: FieldErrors = {};
    for (const rule of rules) {
      for (const [field, message] of Object.entries(rule(values))) {
        errors[field] ??= message;
      }
    }
    return errors;
  };
}
