import { singleLineText } from '@floorcraft/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

const plain = singleLineText();

/** The first path or query parameter that carries a control character, with its problem. */
function spoiledParameter(request: FastifyRequest): string | undefined {
  for (const values of [request.params, request.query]) {
    if (values === null || typeof values !== 'object') {
      continue;
    }
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      const parsed = plain.safeParse(value);
      if (typeof value === 'string' && !parsed.success) {
        return `${name}: ${parsed.error.issues[0]?.message}`;
      }
    }
  }
  return undefined;
}

/**
 * A hook for every route: a path or query parameter (a slug, a token, a
 * member's id, a file name) with a control character in it is refused 400
 * naming the parameter, before a handler looks it up in a store (PostgreSQL
 * refuses a NUL in any text, and a handler would answer 500).
 */
export async function refuseControlCharactersInParameters(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const problem = spoiledParameter(request);
  if (problem !== undefined) {
    await reply.code(400).send({ error: problem });
  }
}
