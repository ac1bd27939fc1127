import { apply } from '../composition/apply';
import type { MarkChange } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { linkedChange, roundHeadHash } from '../scoring/mark-chain';

/** One event of a competition's log with its sequence number (the store's StoredEvent fits). */
export interface LoggedEvent {
  seq: number;
  event: DomainEvent;
}

/** Where a round's mark record stops matching what was recorded. */
export interface ChainBreak {
  seq: number;
  eventName: string;
  roundNumber: number;
  judgeKey?: string;
  dance?: string;
  /** One sentence naming the event, round, judge, dance and log sequence. */
  sentence: string;
}

export interface MarkChainReport {
  /** Chains walked: a round's record, started again when its marks were discarded. */
  chains: number;
  /** Chained card changes whose hash and link were recomputed. */
  changes: number;
  /** Rounds with changes recorded before the chain existed, one sentence each; skipped. */
  unchained: string[];
  /** The first break in log order, if any; the walk stops there. */
  break?: ChainBreak;
}

function roundName(state: CompetitionState | undefined, eventName: string, roundNumber: number) {
  const round = state?.events[eventName]?.rounds[roundNumber];
  return round ? `${round.roundName} of "${eventName}"` : `round ${roundNumber} of "${eventName}"`;
}

function judgeName(state: CompetitionState | undefined, judgeKey: string): string {
  const name = state?.metadata.officials[judgeKey]?.name;
  return name ? `judge ${name} (${judgeKey})` : `judge ${judgeKey}`;
}

/** What is wrong with one stored change against the round's head before it, or undefined. */
function changeProblem(
  eventName: string,
  roundNumber: number,
  change: MarkChange,
  head: string,
  chainStarted: boolean,
): string | undefined {
  if (change.hash === undefined) {
    // Once the log holds chained changes, a change without a hash had its hash stripped.
    return chainStarted ? 'has no hash although the chain had begun' : undefined;
  }
  const { prev, hash: _hash, ...unlinked } = change;
  if (prev !== head) {
    return 'does not follow the round’s previous change: a change before it was removed, reordered or inserted';
  }
  const recomputed = linkedChange(eventName, roundNumber, unlinked, head);
  return recomputed.hash === change.hash
    ? undefined
    : 'no longer matches its hash: it was changed after it was recorded';
}

/**
 * Re-walks every round's mark record in log order (issue 15): each chained
 * card change must link to the round's previous change and hash to what it
 * carries, and a posted round's mark record must be the head of its cards.
 * Folds the log as the server does, so a renumbered or discarded round is
 * followed exactly as `storeCard` saw it. Pure: the caller reads the log.
 */
export function verifyMarkChains(log: readonly LoggedEvent[]): MarkChainReport {
  const report: MarkChainReport = { chains: 0, changes: 0, unchained: [] };
  const unchainedCounts = new Map<string, number>();
  let state: CompetitionState | undefined;
  let chainStarted = false;
  for (const { seq, event } of log) {
    if (event.type === 'MarksStored') {
      const { eventName, roundNumber, change } = event;
      const head = state ? roundHeadHash(state, eventName, roundNumber) : '';
      const problem = changeProblem(eventName, roundNumber, change, head, chainStarted);
      if (problem) {
        report.break = {
          seq,
          eventName,
          roundNumber,
          judgeKey: change.judgeKey,
          dance: change.dance,
          sentence: `The card of ${judgeName(state, change.judgeKey)} for ${change.dance} in the ${roundName(state, eventName, roundNumber)}, log sequence ${seq}, ${problem}.`,
        };
        break;
      }
      if (change.hash === undefined) {
        const label = `the ${roundName(state, eventName, roundNumber)}`;
        unchainedCounts.set(label, (unchainedCounts.get(label) ?? 0) + 1);
      } else {
        chainStarted = true;
        report.changes += 1;
        report.chains += head === '' ? 1 : 0;
      }
    }
    if (event.type === 'RoundPosted') {
      const { eventName, roundNumber } = event;
      const head = state ? roundHeadHash(state, eventName, roundNumber) : '';
      if ((event.result.markHash ?? '') !== head) {
        report.break = {
          seq,
          eventName,
          roundNumber,
          sentence: `The ${roundName(state, eventName, roundNumber)} was posted at log sequence ${seq} with the mark record ${event.result.markHash || '(none)'}, but its cards lead to ${head || '(none)'}.`,
        };
        break;
      }
    }
    try {
      state = apply(state, event);
    } catch (error) {
      report.break = {
        seq,
        eventName: '',
        roundNumber: 0,
        sentence: `The log cannot be replayed at log sequence ${seq} (${event.type}): ${error instanceof Error ? error.message : String(error)}.`,
      };
      break;
    }
  }
  for (const [label, count] of unchainedCounts) {
    report.unchained.push(
      `${label}: ${count} change${count === 1 ? '' : 's'} not chained (recorded before the chain)`,
    );
  }
  return report;
}
