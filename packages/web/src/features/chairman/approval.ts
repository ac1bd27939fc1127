import { describeMissing, type RoundOutcome } from '@floorcraft/domain';

/** Whether the chairman can approve the round now, and if not, why not. */
export type Approval =
  | { kind: 'approved'; at: string; by: string }
  | { kind: 'ready' }
  | { kind: 'blocked'; reason: string };

/**
 * What the approve button says: ready, or disabled with the reason (cards
 * missing, a tie at the cut undecided, a final that cannot be placed, no
 * right to approve), or the approval already given. The server decides.
 */
export function approval(outcome: RoundOutcome, mayApprove: boolean): Approval {
  const { scoring } = outcome;
  if (scoring.approvedAt) {
    return { kind: 'approved', at: scoring.approvedAt, by: scoring.approvedBy ?? '' };
  }
  const blocked = (reason: string): Approval => ({ kind: 'blocked', reason });
  if (!mayApprove) {
    return blocked('Only the chairman of judges, an owner or an admin approves a round.');
  }
  if (outcome.panel.length === 0) {
    return blocked('The competition has no judges: add them on the officials screen.');
  }
  if (outcome.missing.length > 0) {
    return blocked(`Waiting for cards from ${describeMissing(outcome)}.`);
  }
  if (outcome.problem) {
    return blocked(`The stored marks cannot be scored: ${outcome.problem}.`);
  }
  if (outcome.kind === 'prelim' && !outcome.advancing) {
    const tie = outcome.tie;
    return blocked(
      tie
        ? `${tie.couples.length} couples are tied on ${tie.total} marks at the cut: choose to recall ${tie.fewer} or ${tie.more} first.`
        : 'The recall is not decided yet.',
    );
  }
  if (outcome.kind === 'final' && !outcome.result) {
    return blocked('The final cannot be placed yet.');
  }
  return { kind: 'ready' };
}
