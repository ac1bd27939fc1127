/** What became of a command, as the HTTP layer reports it. */
export type CommandOutcome =
  | { status: 'applied'; version: number; competition: string }
  | { status: 'duplicate'; version: number; competition: string }
  | {
      status: 'refused';
      reason: 'invalid' | 'forbidden' | 'not-found' | 'conflict';
      message: string;
    };
