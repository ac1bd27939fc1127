import type { ServerMessage } from './protocol';
import { applyPatches } from './patch';

/** A client's copy of one view: the document and the log version it reflects. */
export interface Replica<View> {
  version: number;
  view: View;
  /**
   * The server history the version belongs to (from the snapshot), named
   * when resubscribing; a replica without one gets a snapshot on resume.
   */
  epoch?: string;
}

export type ReplicaStep<View> =
  | { kind: 'updated'; replica: Replica<View> }
  | { kind: 'unchanged' }
  /** A change arrived that does not follow what we hold: resubscribe with our version. */
  | { kind: 'gap'; since: number | undefined };

/**
 * Folds one server message into a client's replica. Pure, so the browser
 * store, the Node test clients and the benchmark all share the one rule for
 * ordering: apply a change only if it starts at or before our version and
 * ends after it; ignore what we already have; report a gap otherwise.
 */
export function stepReplica<View>(
  replica: Replica<View> | undefined,
  message: ServerMessage,
): ReplicaStep<View> {
  switch (message.type) {
    case 'snapshot':
      return {
        kind: 'updated',
        replica: { version: message.version, view: message.view as View, epoch: message.epoch },
      };
    case 'synced':
      if (replica && message.epoch !== replica.epoch) {
        // Not the history our view came from: only a snapshot can put it right.
        return { kind: 'gap', since: undefined };
      }
      if (!replica || message.version <= replica.version) {
        return { kind: 'unchanged' };
      }
      return { kind: 'updated', replica: { ...replica, version: message.version } };
    case 'change':
      if (!replica) {
        return { kind: 'gap', since: undefined };
      }
      if (message.to <= replica.version) {
        return { kind: 'unchanged' };
      }
      if (message.from > replica.version) {
        return { kind: 'gap', since: replica.version };
      }
      return {
        kind: 'updated',
        replica: {
          ...replica,
          version: message.to,
          view: applyPatches(replica.view, message.patches),
        },
      };
    default:
      return { kind: 'unchanged' };
  }
}
