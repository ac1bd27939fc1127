import { isScheduleItem, roundLabel, roundStates, type PublicView } from '@floorcraft/domain';

/** A posted round the controller can put on the big screen. */
export interface PostedRound {
  roundId: string;
  eventName: string;
  roundNumber: number;
  /** "Bronze Standard Semi-Final". */
  label: string;
  /** A final is shown place by place; any other round by its recall. */
  final: boolean;
}

/**
 * The rounds the big screen may show (only posted ones: the hall never
 * sees what the scrutineer has not published), the latest posted first,
 * since that is the one the MC is about to announce.
 */
export function postedRounds(view: Pick<PublicView, 'events' | 'results'>): PostedRound[] {
  const posted: (PostedRound & { postedAt: string })[] = [];
  for (const event of Object.values(view.events)) {
    if (isScheduleItem(event)) {
      continue;
    }
    for (const round of Object.values(event.rounds)) {
      const saved = view.results[event.name]?.rounds[round.roundNumber];
      if (round.roundState === roundStates.Posted && saved) {
        posted.push({
          roundId: round.roundId,
          eventName: event.name,
          roundNumber: round.roundNumber,
          label: roundLabel(event, round),
          final: round.roundNumber === 1,
          postedAt: saved.postedAt,
        });
      }
    }
  }
  return posted
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.label.localeCompare(b.label))
    .map(({ postedAt: _postedAt, ...round }) => round);
}

/** The button that puts a posted round on the screen. */
export function showRoundLabel(round: PostedRound): string {
  return round.final ? `Show the final of ${round.eventName}` : `Show recalls of ${round.label}`;
}
