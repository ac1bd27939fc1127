import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commandEnvelopeSchema } from '../composition/command';
import { clientMessageSchema } from '../sync/protocol';
import { MULTI_LINE, SINGLE_LINE, multiLineText, singleLineText } from './plain-text';

/** Formats whose own pattern lets no control character through. */
const SAFE_FORMATS = new Set(['email', 'date', 'date-time', 'time']);

type JsonSchema = Record<string, unknown>;

/** Every string node of a JSON schema (property names of records too), with where it is. */
function stringNodes(node: unknown, where: string): { where: string; node: JsonSchema }[] {
  if (Array.isArray(node)) {
    return node.flatMap((child, index) => stringNodes(child, `${where}[${index}]`));
  }
  if (node === null || typeof node !== 'object') {
    return [];
  }
  const schema = node as JsonSchema;
  const own = schema.type === 'string' ? [{ where, node: schema }] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, child]) => stringNodes(child, `${where}.${key}`)),
  ];
}

/** Does this string node refuse control characters whatever else it allows? */
function refusesControl(node: JsonSchema): boolean {
  if (node.enum !== undefined || node.const !== undefined) {
    return true;
  }
  if (typeof node.format === 'string' && SAFE_FORMATS.has(node.format)) {
    return true;
  }
  const patterns = [
    node.pattern,
    ...((node.allOf as JsonSchema[] | undefined) ?? []).map((part) => part.pattern),
  ];
  return patterns.some(
    (pattern) => pattern === SINGLE_LINE.source || pattern === MULTI_LINE.source,
  );
}

describe('every string a client sends', () => {
  it.each([
    ['a command', commandEnvelopeSchema, 200],
    ['a realtime message', clientMessageSchema, 2],
  ] as const)('in %s refuses control characters', (_what, schema, atLeast) => {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
    const nodes = stringNodes(json, '');
    expect(nodes.length).toBeGreaterThan(atLeast);
    const open = nodes.filter(({ node }) => !refusesControl(node)).map(({ where }) => where);
    expect(open).toEqual([]);
  });
});

describe('a one-line text', () => {
  it('refuses NUL, tab, line breaks, escape, DEL and C1 controls, naming the rule', () => {
    for (const control of ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085']) {
      const parsed = singleLineText().safeParse(`Ana${control}Lee`);
      expect(parsed.error?.issues[0]?.message).toMatch(/control characters/);
    }
    expect(singleLineText().parse('Ana Lée ✓')).toBe('Ana Lée ✓');
  });
});

describe('a multi-line text', () => {
  it('keeps tabs and line breaks and refuses every other control character', () => {
    const bio = 'Adjudicator since 1999.\r\n\tWorld finalist.\n';
    expect(multiLineText().parse(bio)).toBe(bio);
    for (const control of ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u009b']) {
      expect(multiLineText().safeParse(`a${control}b`).success).toBe(false);
    }
  });
});
