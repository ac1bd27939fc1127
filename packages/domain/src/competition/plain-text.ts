import { z } from 'zod';

/**
 * Control characters no text of ours carries: C0 (NUL to U+001F), DEL and C1
 * (U+0080 to U+009F). PostgreSQL refuses a NUL in any text value, a NUL or an
 * escape sequence in a name corrupts what a CSV, a mail or a terminal shows,
 * and no keyboard types them into a form: a client that sends one is refused
 * at the schema, naming the field, before anything reaches a store.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** As SINGLE_LINE, but tab, line feed and carriage return, which a multi-line text has. */
// eslint-disable-next-line no-control-regex -- as above
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

const SINGLE_LINE_MESSAGE = 'must not contain control characters such as NUL, tabs or line breaks';
const MULTI_LINE_MESSAGE =
  'must not contain control characters such as NUL (only tabs and line breaks)';

/**
 * A one-line string: a name, an email, a code, a key, a token. Every string a
 * client sends starts from this or `multiLineText`, so every field refuses
 * control characters (the schema property test walks every command to check).
 */
export function singleLineText() {
  return z.string().regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);
}

/** A text of several lines (a bio, a page text): tabs and line breaks kept, no other control. */
export function multiLineText() {
  return z.string().regex(MULTI_LINE, MULTI_LINE_MESSAGE);
}

/** A full web address with no control characters (a URL parser silently drops tabs and breaks). */
export function webAddress(message: string) {
  return z.url({ message }).regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);
}
