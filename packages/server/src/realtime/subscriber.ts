/** One open connection as the realtime code sees it: somewhere to send text frames. */
export interface Subscriber {
  send(frame: string): void;
  /** Ends the connection: used for clients too slow to keep up (they resync on reconnect). */
  drop(reason: string): void;
  /** Bytes queued but not yet sent. */
  readonly bufferedAmount: number;
}
