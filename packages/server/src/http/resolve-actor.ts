import { timingSafeEqual } from 'node:crypto';
import type { Actor } from '@floorcraft/domain';
import type { FastifyRequest } from 'fastify';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who is calling. A bearer token equal to FLOORCRAFT_API_TOKEN acts as the
 * server itself (for operators' scripts); everybody else is anonymous until
 * the accounts issue adds sessions.
 */
export function resolveActor(request: FastifyRequest, apiToken: string | undefined): Actor {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (apiToken && token && sameSecret(token, apiToken)) {
    return { kind: 'system', label: 'api-token' };
  }
  return { kind: 'anonymous' };
}
