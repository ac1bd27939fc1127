import type { Authorization } from '@floorcraft/domain';
import { AccountError } from '../accounts';

/** Why a command refused: routes answer 404, 403, 409 or 400 for them. */
export type RefusalKind = 'not-found' | 'forbidden' | 'conflict' | 'invalid';

/**
 * An account command's refusal. The message names what is wrong and is shown to
 * the person as it is (the members screen, the admin CLI's error line). Thrown
 * inside the command's transaction, so nothing of the command is written.
 */
export class AccountRefusal extends AccountError {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'AccountRefusal';
  }
}

/** Throws the policy's reason as a `forbidden` refusal unless it allows. */
export function refuseUnlessAllowed(decision: Authorization): void {
  if (!decision.allowed) {
    throw new AccountRefusal('forbidden', decision.reason);
  }
}
