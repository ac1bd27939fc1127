/** One open connection as the realtime code sees it: somewhere to send frames. */
export interface Subscriber {
  /**
   * A text frame of JSON (as a string, or encoded once for many sockets),
   * or with `binary` a gzip-compressed JSON frame.
   */
  send(frame: string | Buffer, binary: boolean): void;
  /** Ends the connection: used for clients too slow to keep up (they resync on reconnect). */
  drop(reason: string): void;
  /** Bytes queued but not yet sent. */
  readonly bufferedAmount: number;
}
