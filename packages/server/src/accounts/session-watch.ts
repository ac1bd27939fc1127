/** The key a judge tablet's socket is watched by: its device link ends when revoked. */
export const deviceWatchKey = (deviceId: string) => `device:${deviceId}`;

/**
 * Lets open WebSockets learn that their session ended (sign-out, disable,
 * password change) or their tablet link was revoked, so a disabled user's
 * staff screens, or a revoked tablet, stop updating at once instead of at
 * their next reload. Sessions are keyed by token hash, tablets by
 * `deviceWatchKey`.
 */
export class SessionWatch {
  private readonly watchers = new Map<string, Set<() => void>>();

  /**
   * @param tellOtherProcesses with several server processes, passes the
   *   endings on (PostgreSQL NOTIFY), for sockets another process holds;
   *   they arrive there through `endedElsewhere`.
   */
  constructor(private readonly tellOtherProcesses?: (keys: readonly string[]) => void) {}

  /** Calls `onEnd` when the session with this token hash ends; returns an unsubscribe. */
  watch(tokenHash: string, onEnd: () => void): () => void {
    const set = this.watchers.get(tokenHash) ?? new Set();
    set.add(onEnd);
    this.watchers.set(tokenHash, set);
    return () => {
      set.delete(onEnd);
      if (set.size === 0) {
        this.watchers.delete(tokenHash);
      }
    };
  }

  /** Sessions (or tablet links) ended by this process: its sockets and every other process's. */
  ended(tokenHashes: readonly string[]): void {
    this.endedElsewhere(tokenHashes);
    if (tokenHashes.length > 0) {
      this.tellOtherProcesses?.(tokenHashes);
    }
  }

  /** Sessions ended by another process: closes this process's sockets of them. */
  endedElsewhere(tokenHashes: readonly string[]): void {
    for (const hash of tokenHashes) {
      const set = this.watchers.get(hash);
      this.watchers.delete(hash);
      for (const onEnd of set ?? []) {
        onEnd();
      }
    }
  }
}
