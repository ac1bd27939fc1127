import { setTimeout as sleep } from 'node:timers/promises';
import type { CompetitionState } from '@floorcraft/domain';
import { emailKey, type RegistrationLimits } from '../accounts/registration-limits';
import { sameCode } from './competitor-codes';

/** An email and a competitor code as a dancer typed them. */
export interface CodeProof {
  email: string;
  code: string;
}

/** What checking a dancer's email and code came to. */
export type RegistrantCheck =
  | { ok: true; competitorId: string; alsoProven: string[] }
  | { ok: false; reason: 'wrong-code' }
  | { ok: false; reason: 'limited'; retryAfterMs: number };

/** Compared against when no dancer has the email, so both failures take the same work. */
const DECOY_CODE = 'ZZZZZZZZ';

/**
 * The competitor whose registration has `email` and whose code is `code`,
 * if any. Every dancer with that email is compared (an email may hold a
 * family's dancers), each in constant time, and at least one comparison is
 * made, so the time taken says little about whether the email is known.
 * Withdrawn dancers have no access.
 */
export function competitorWithCode(state: CompetitionState, proof: CodeProof): string | undefined {
  const wanted = emailKey(proof.email);
  const accounts = state.registration.accounts ?? {};
  const codes = state.registration.codes ?? {};
  let match: string | undefined;
  let compared = 0;
  for (const [competitorId, account] of Object.entries(accounts)) {
    if (emailKey(account.email) !== wanted) {
      continue;
    }
    compared += 1;
    const stored = codes[competitorId];
    const right = stored !== undefined && sameCode(proof.code, stored);
    if (right && account.withdrawnAt === undefined && match === undefined) {
      match = competitorId;
    }
  }
  if (compared === 0) {
    sameCode(proof.code, DECOY_CODE);
  }
  return match;
}

/**
 * Checks a dancer's email and code (and, for pairing, the partner's). Each
 * try is booked with the limits first (in the account database, so tries
 * sent at once, to any process, each get their own turn): under the limits
 * it is compared at once; over them it waits its turn, then is compared; a
 * try with no turn near enough is turned away uncompared. A right code is
 * always accepted when compared, gives its booking back and clears its
 * email and address's wrong codes; a wrong one stays counted, and after a
 * wait is answered as "too many attempts". The state is read after the
 * wait.
 */
export async function checkRegistrant(
  currentState: () => CompetitionState,
  limits: RegistrationLimits,
  ip: string,
  proof: CodeProof,
  partners: readonly CodeProof[] = [],
): Promise<RegistrantCheck> {
  const proven: string[] = [];
  for (const each of [proof, ...partners]) {
    const booking = await limits.bookCodeAttempt(ip, each.email);
    if (!booking.admitted) {
      return { ok: false, reason: 'limited', retryAfterMs: booking.retryAfterMs };
    }
    if (booking.waitMs > 0) {
      await sleep(booking.waitMs);
    }
    const competitorId = competitorWithCode(currentState(), each);
    if (competitorId === undefined) {
      return booking.overLimit
        ? { ok: false, reason: 'limited', retryAfterMs: limits.config.codePaceMs }
        : { ok: false, reason: 'wrong-code' };
    }
    await booking.release();
    await limits.clearCodeAttempts(ip, each.email);
    proven.push(competitorId);
  }
  const [competitorId, ...alsoProven] = proven;
  return { ok: true, competitorId: competitorId!, alsoProven };
}
