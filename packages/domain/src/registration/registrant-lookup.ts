import type { CompetitionState } from '../competition/state';

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The dancer an email and competitor code prove (ADR 019), or undefined:
 * what the server turns into a `registrant` actor for /updateEntries. A
 * plain match: comparing in constant time and limiting attempts are the
 * server's job. The code is matched as typed, upper-cased (codes are A–Z
 * and 0–9); the email without case or surrounding spaces.
 */
export function registrantFor(
  state: CompetitionState,
  email: string,
  code: string,
): string | undefined {
  const wanted = code.trim().toUpperCase();
  const codes = state.registration.codes ?? {};
  for (const [competitorId, held] of Object.entries(codes)) {
    const account = state.registration.accounts?.[competitorId];
    if (held === wanted && account && normalEmail(account.email) === normalEmail(email)) {
      return competitorId;
    }
  }
  return undefined;
}
