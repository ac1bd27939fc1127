import {
  describeMissing,
  heatsFor,
  roundStates,
  unapprovedReason,
  type CompetitionState,
  type RoundOutcome,
} from '@floorcraft/domain';
import { sentence } from '../../lib/api/api-error';

export interface PostPreview {
  /** What posting does, one sentence each. */
  effects: string[];
  /** Why it cannot be posted yet, when it cannot. */
  blocked?: string;
  /** Allowed, but worth a second look. */
  warning?: string;
  /** Already posted: when. */
  postedAt?: string;
  /** Once posted, the next round as posting built it. */
  nextRound?: { name: string; couples: number; heats: number };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function blockedReason(outcome: RoundOutcome): string | undefined {
  if (outcome.panel.length === 0) {
    return 'The competition has no judges: add them on the officials screen.';
  }
  if (outcome.missing.length > 0) {
    return `Waiting for cards from ${describeMissing(outcome)}.`;
  }
  if (outcome.problem) {
    return `The stored marks cannot be scored: ${outcome.problem}.`;
  }
  if (outcome.kind === 'prelim' && !outcome.advancing) {
    return outcome.tie
      ? `${outcome.tie.couples.length} couples are tied at the cut: the chairman chooses to recall ${outcome.tie.fewer} or ${outcome.tie.more} first.`
      : 'The recall is not decided yet.';
  }
  if (outcome.kind === 'final' && !outcome.result) {
    return 'The final cannot be placed yet.';
  }
  return undefined;
}

/**
 * What posting a round does (spec §3/§7 resultsSaved): a preliminary round
 * saves its recall totals and the places of the couples it eliminates, and
 * builds the next round from the recalled couples in heats; a final saves
 * its places, final table and the event's results. Says why it cannot be
 * posted yet (the chairman's approval too, under approval before posting),
 * and otherwise warns when the chairman has not approved it.
 */
export function postPreview(state: CompetitionState, outcome: RoundOutcome): PostPreview {
  const { round } = outcome;
  const saved = state.results[round.eventName]?.rounds[round.roundNumber];
  const effects: string[] = [];
  if (outcome.kind === 'final') {
    effects.push(
      'Saves the final places with the final table and the explanations, and the event’s final results, for the public results page.',
    );
  } else {
    const recalled = outcome.advancing?.length;
    const out = recalled === undefined ? undefined : outcome.couples.length - recalled;
    effects.push(
      out === undefined
        ? 'Saves the recall totals and the places of the couples not recalled.'
        : `Saves the recall totals and the places of the ${plural(out, 'couple')} not recalled.`,
    );
    const next = state.events[round.eventName]?.rounds[round.roundNumber - 1];
    if (next) {
      const already = Object.keys(next.entries).length;
      effects.push(
        recalled === undefined
          ? `Builds the ${next.roundName} from the recalled couples, in heats of up to 12.`
          : `Builds the ${next.roundName} from the ${plural(recalled, 'recalled couple')}, in ${plural(heatsFor(already + recalled), 'heat')}.`,
      );
    }
  }
  if (round.roundState === roundStates.Posted) {
    const next = state.events[round.eventName]?.rounds[round.roundNumber - 1];
    return {
      effects,
      blocked: 'Already posted.',
      ...(saved && { postedAt: saved.postedAt }),
      ...(next && {
        nextRound: {
          name: next.roundName,
          couples: Object.keys(next.entries).length,
          heats: next.numHeats,
        },
      }),
    };
  }
  const blocked = blockedReason(outcome);
  if (blocked) {
    return { effects, blocked };
  }
  const unapproved = unapprovedReason(state.settings, round, outcome.scoring);
  if (unapproved) {
    return { effects, blocked: sentence(unapproved) };
  }
  // Approval before posting is off: posting an unapproved round is allowed, with a warning.
  return {
    effects,
    ...(!outcome.scoring.approvedAt && {
      warning: 'The chairman has not approved this round yet.',
    }),
  };
}
