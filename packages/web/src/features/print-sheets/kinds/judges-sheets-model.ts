import {
  dancingNumbers,
  isScheduleItem,
  judgedDances,
  requestedRecall,
  roundPanel,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';
import { plannedTimeLabel, spansDays } from '../../../lib/planned-time';
import { roundHeats } from './round-heats';

/** One judge's paper card for one round: the backup when a tablet fails, signed in ink. */
export interface JudgeSheet {
  /** `{roundId}:{judgeKey}`: unique across the print. */
  id: string;
  letter: string;
  judgeName: string;
  competition: string;
  eventName: string;
  roundName: string;
  plannedTime: string;
  dances: string[];
  /** A final places every couple in each dance; a preliminary round crosses the couples recalled. */
  final: boolean;
  /** The marks asked per dance: couples to recall, or (a final) couples to place. */
  marksAsked: number;
  /** What the judge is asked, as printed under the title. */
  instruction: string;
  /** Couple numbers by heat (a final: one list, its couples to place). */
  heats: number[][];
  /**
   * Rows to write numbers into when the couples are not known yet (the
   * round before is not posted): as many as that round recalls, else 0.
   */
  blankRows: number;
}

type SheetSource = Pick<CompetitionState, 'events' | 'metadata'>;

/** Couples coming into `round` when it has none yet: what the round before it recalls. */
function expectedCouples(view: SheetSource, round: Round): number {
  return view.events[round.eventName]!.rounds[round.roundNumber + 1]?.recallSize ?? 0;
}

function instruction(final: boolean, asked: number, known: boolean): string {
  if (final) {
    return known
      ? `Place all ${asked} couples in each dance: 1 to ${asked}, each place once`
      : 'Place every couple in each dance, each place once';
  }
  return `Mark ${asked} couple${asked === 1 ? '' : 's'} per dance`;
}

/**
 * Every judge's marking sheet for `rounds`, in schedule order and letter
 * order: one per judge of the round's panel (`roundPanel`: a judge left off
 * the panel gets none), none for awards and breaks. The marks asked are the
 * domain's (`requestedRecall`), the couples and heats the deck captain's.
 */
export function judgeSheets(view: SheetSource, rounds: readonly Round[]): JudgeSheet[] {
  const withDay = spansDays(
    view.metadata,
    rounds.map((round) => round.roundStartTime),
  );
  return rounds.flatMap((round) => {
    const event = view.events[round.eventName]!;
    if (isScheduleItem(event)) {
      return [];
    }
    const final = round.roundNumber === 1;
    const couples = dancingNumbers(round);
    const known = couples.length > 0;
    const coming = known ? 0 : expectedCouples(view, round);
    const asked = final
      ? known
        ? couples.length
        : coming
      : known
        ? requestedRecall(round)
        : Math.min(round.recallSize, coming || round.recallSize);
    const heats = final
      ? known
        ? [couples]
        : []
      : roundHeats(round).map((heat) => heat.map((entry) => entry.leadNumber));
    return roundPanel(view, round).map((judge): JudgeSheet => ({
      id: `${round.roundId}:${judge.key}`,
      letter: judge.letter,
      judgeName: judge.name,
      competition: view.metadata.fullName,
      eventName: round.eventName,
      roundName: round.roundName,
      plannedTime: plannedTimeLabel(round.roundStartTime, withDay),
      dances: judgedDances(event),
      final,
      marksAsked: asked,
      instruction: instruction(final, asked, known || coming > 0),
      heats,
      blankRows: coming,
    }));
  });
}
