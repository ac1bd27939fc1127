import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Throws when code running inside a transaction queries the client instead of
 * the transaction's `tx`: on SQLite that query would wait for the transaction
 * to end, which waits for it (a hang); on PostgreSQL it would run on another
 * connection, outside the lock. Loud at once beats either.
 */
export function refuseQueriesInside(insideTransaction: AsyncLocalStorage<true>): void {
  if (insideTransaction.getStore()) {
    throw new Error('a query inside a transaction must go through its tx, not the client');
  }
}
