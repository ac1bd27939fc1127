/** What a resubscribing client holds: its version and the epoch of the history it came from. */
export interface ResumeRequest {
  since?: number;
  epoch?: string;
}

/** Where the server's history stands: its epoch and the version of the view. */
export interface ResumeSource {
  epoch: string;
  version: number;
}

/**
 * The version after which a resubscribing client may be sent changes, or
 * undefined when it must get a fresh snapshot. Changes only continue the
 * history they came from: after a restore from a backup the server's log
 * may be shorter or different, so a client naming another epoch (or none,
 * an old client) or a version the server has not reached holds a view that
 * patches would build on without ever removing what the restored server
 * never had.
 */
export function resumableSince(request: ResumeRequest, source: ResumeSource): number | undefined {
  const { since, epoch } = request;
  if (since === undefined || epoch !== source.epoch || since > source.version) {
    return undefined;
  }
  return since;
}
