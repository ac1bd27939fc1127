/** A refusal split in two: what names a field of the form, and the rest. */
export interface SplitErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** What names no field, for the general message. */
  other: string[];
}

/**
 * Splits the server's refusal into errors per field. The server writes one
 * "path: problem" per problem joined by "; " (the envelope's check says
 * "command.<root>.socials.website: …", the domain "endDate: …"), and a
 * cross-field problem starts with the field's name ("endDate … is before …").
 * `fieldOfPath` says where each path lands on the form: a table, or a
 * function for forms whose paths follow a rule (the registration form).
 */
export function serverFieldErrors<Field extends string>(
  message: string,
  fieldOfPath: Readonly<Record<string, Field>> | ((path: string) => Field | undefined),
  root: string,
): SplitErrors<Field> {
  const fieldOf =
    typeof fieldOfPath === 'function' ? fieldOfPath : (path: string) => fieldOfPath[path];
  const result: SplitErrors<Field> = { fields: {}, other: [] };
  const prefix = `command.${root}.`;
  for (const part of message.split('; ')) {
    const named = /^([\w.]+): (.+)$/.exec(part);
    const path = named?.[1]?.startsWith(prefix) ? named[1].slice(prefix.length) : named?.[1];
    const leading = /^(\w+) /.exec(part)?.[1];
    const field = named ? fieldOf(path ?? '') : leading ? fieldOf(leading) : undefined;
    if (field) {
      result.fields[field] = named?.[2] ?? part;
    } else {
      result.other.push(part);
    }
  }
  return result;
}
