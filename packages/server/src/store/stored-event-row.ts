import type { DomainEvent } from '@floorcraft/domain';
import type { StoredEvent } from './event-store';

/** An event as both stores keep it: the payload as the JSON text written. */
export interface StoredEventRow {
  seq: number;
  payload: string;
  actor: string;
  at: string;
  command_id: string;
}

/** The row read back: the payload parsed here, so it is exactly what was written. */
export function toStoredEvent(row: StoredEventRow): StoredEvent {
  const event = JSON.parse(row.payload) as DomainEvent;
  return {
    seq: row.seq,
    type: event.type,
    event,
    actor: row.actor,
    at: row.at,
    commandId: row.command_id,
  };
}
