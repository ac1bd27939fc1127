import type { RoundState } from '../competition/enumerations';
import { isBeforeStart, isPosted } from '../competition/round-lifecycle-states';
import type { Round } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { roundPanel, statePanel, type PanelJudge } from '../scoring/panel';
import {
  dancingNumbers,
  isFinal,
  judgedDances,
  requestedRecall,
  roundScoringOf,
  roundTakesMarks,
} from '../scoring/round-cards';
import { scheduledRounds } from '../competition/schedule';
import { schedulePace, type SchedulePace } from '../schedule-estimate/schedule-pace';
import { splitIntoHeats } from '../competition/heats';
import { competitionTimeZone } from '../time/time-zone-name';

/** One round as a judge's tablet shows it. */
export interface JudgeRound {
  eventName: string;
  roundNumber: number;
  roundId: string;
  roundName: string;
  roundState: RoundState;
  /** Planned start, venue local `YYYY-MM-DDTHH:mm`, or ''. */
  roundStartTime: string;
  isFinal: boolean;
  dances: string[];
  /** Couples to recall per dance, or to place in a final. */
  requested: number;
  /** Competitor numbers by heat, as the floor dances them. */
  heats: number[][];
  /** This judge's stored cards by dance. */
  cards: Record<string, number[]>;
  /** Whether this judge may submit or amend now. */
  open: boolean;
  /** Why not, when closed: approved by the chairman, or posted. */
  closedReason?: string;
  /** The chairman reopened this judge's card, saying why. */
  reopenedReason?: string;
}

export interface JudgeView {
  slug: string;
  fullName: string;
  /** The competition's IANA zone: the tablet shows its times on the venue's clock. */
  timeZone: string;
  judge: PanelJudge | undefined;
  /** The rounds on the floor (taking marks) first, then the next ones in the schedule. */
  current: JudgeRound[];
  upcoming: JudgeRound[];
  /**
   * Where each day of the schedule stands (one round started last and the
   * next one due, per day), so the tablet estimates its "coming up" times
   * with its own clock exactly as the public pages do (`estimateFromPace`).
   */
  pace: SchedulePace;
}

/** How many upcoming rounds a tablet lists. */
const UPCOMING = 8;

function judgeRound(state: CompetitionState, round: Round, judgeKey: string): JudgeRound {
  const event = state.events[round.eventName]!;
  const scoring = roundScoringOf(state, round.eventName, round.roundNumber);
  const reopened = scoring.reopened[judgeKey];
  const approved = scoring.approvedAt !== undefined && !reopened;
  const takes = roundTakesMarks(round);
  const open = takes && !approved;
  const closedReason = open
    ? undefined
    : isPosted(round.roundState)
      ? 'Posted: the results are out.'
      : approved
        ? 'Approved by the chairman.'
        : 'Not on the floor yet.';
  return {
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundId: round.roundId,
    roundName: round.roundName,
    roundState: round.roundState,
    roundStartTime: round.roundStartTime,
    isFinal: isFinal(round),
    dances: judgedDances(event),
    requested: isFinal(round) ? dancingNumbers(round).length : requestedRecall(round),
    heats: splitIntoHeats(Object.values(round.entries), round.numHeats).map((heat) =>
      heat.map((entry) => entry.leadNumber).sort((a, b) => a - b),
    ),
    cards: state.marks[round.eventName]?.rounds[round.roundNumber]?.[judgeKey] ?? {},
    open,
    ...(closedReason !== undefined && { closedReason }),
    ...(reopened && { reopenedReason: reopened.reason }),
  };
}

const isDanced = (state: CompetitionState, round: Round) =>
  judgedDances(state.events[round.eventName]!).length > 0;

/** Whether the judge marks the round: a tablet offers no round whose panel leaves its judge off. */
const isOnPanel = (state: CompetitionState, round: Round, judgeKey: string) =>
  roundPanel(state, round).some((judge) => judge.key === judgeKey);

/**
 * What a judge's tablet holds: their own cards and the rounds they mark
 * (those whose panel they are on), never another judge's marks. The rounds
 * on the floor come first, then what the schedule brings next. Built field by field, and from the judge
 * column of the allow-list only (`stateFields`, ADR 018): a test computes
 * every tablet from that column alone and expects the same view.
 */
export function judgeView(state: CompetitionState, judgeKey: string): JudgeView {
  const judge = statePanel(state).find((candidate) => candidate.key === judgeKey);
  const marks = (round: Round) => isDanced(state, round) && isOnPanel(state, round, judgeKey);
  const inOrder = scheduledRounds(state.events).filter(marks);
  // A round may be run before it is scheduled: it is on the floor all the same.
  const unscheduled = Object.values(state.events)
    .flatMap((event) => Object.values(event.rounds))
    .filter((round) => round.scheduleIndex === 0 && marks(round));
  const current = judge ? [...inOrder, ...unscheduled].filter(roundTakesMarks) : [];
  const upcoming = judge
    ? inOrder.filter((round) => isBeforeStart(round.roundState)).slice(0, UPCOMING)
    : [];
  return {
    slug: state.slug,
    fullName: state.metadata.fullName,
    timeZone: competitionTimeZone(state.metadata),
    judge,
    current: current.map((round) => judgeRound(state, round, judgeKey)),
    upcoming: upcoming.map((round) => judgeRound(state, round, judgeKey)),
    pace: judge ? schedulePace(state) : {},
  };
}
