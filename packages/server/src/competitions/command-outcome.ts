/** What became of a command, as the HTTP layer reports it. */
export type CommandOutcome =
  | { status: 'applied'; version: number; competition: string }
  | { status: 'duplicate'; version: number; competition: string }
  | {
      status: 'refused';
      reason: 'invalid' | 'forbidden' | 'not-found' | 'conflict';
      message: string;
    };

/** The HTTP status of each refusal: 422 for a rule, 403 policy, 404 unknown, 409 a clash. */
export const refusalStatus: Record<
  Extract<CommandOutcome, { status: 'refused' }>['reason'],
  number
> = {
  invalid: 422,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};
