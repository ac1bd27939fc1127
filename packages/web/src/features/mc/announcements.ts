import { describePlace } from '@floorcraft/skating';
import {
  isAwardsItem,
  roundStates,
  scheduledRounds,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';

/** A placed couple as the MC reads it out: "6th, number 117, Ann Lee and Tom Hart, Riverside". */
export interface PlacedCouple {
  place: number;
  /** "6th", or "tied for 2nd (2.5)". */
  placeText: string;
  number: number;
  names: string;
  /** The dancers' schools; one when both dance for the same. */
  schools: string;
}

interface Posted {
  key: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  postedAt: string;
}

/** A posted preliminary round: the numbers recalled, ascending, ready to read. */
export interface RecallAnnouncement extends Posted {
  kind: 'recall';
  /** "Final", the round the couples are recalled to. */
  nextRoundName: string;
  numbers: number[];
}

/** A posted final: its places from last to 1st, the order they are announced in. */
export interface FinalAnnouncement extends Posted {
  kind: 'final';
  places: PlacedCouple[];
}

export type Announcement = RecallAnnouncement | FinalAnnouncement;

type ResultSource = Pick<CompetitionState, 'events' | 'results' | 'competitors'>;

/** The recalled numbers ascending: the order an MC reads them in. */
export function recallList(recalled: readonly number[]): number[] {
  return [...new Set(recalled)].sort((a, b) => a - b);
}

/**
 * A final's places from last to 1st (the order of an announcement and an
 * awards ceremony); couples sharing a place by number.
 */
export function reversePlacings(
  placements: Record<string, number>,
  couple: (number: number) => { names: string; schools: string },
): PlacedCouple[] {
  const places = Object.values(placements);
  return Object.entries(placements)
    .map(([number, place]) => ({
      place,
      placeText: describePlace(place, places.filter((other) => other === place).length),
      number: Number(number),
      ...couple(Number(number)),
    }))
    .sort((a, b) => b.place - a.place || a.number - b.number);
}

/** Number → names and schools, from the round's couples and the event's. */
function couplesOf(view: ResultSource, round: Round) {
  const event = view.events[round.eventName]!;
  const found = new Map<number, { names: string; schools: string }>();
  for (const entry of [...Object.values(event.entries), ...Object.values(round.entries)]) {
    const schools = [
      view.competitors[entry.leadId]?.affiliation ?? entry.affiliation,
      view.competitors[entry.followId]?.affiliation ?? entry.affiliation,
    ];
    found.set(entry.leadNumber, {
      names: `${entry.leadName} and ${entry.followName}`,
      schools: [...new Set(schools)].join(' / '),
    });
  }
  return (number: number) => found.get(number) ?? { names: '', schools: '' };
}

/**
 * A round's announcement, from the posted results only (a round not posted
 * has none, whatever marks exist); undefined for a round not posted.
 */
export function announcementOf(view: ResultSource, round: Round): Announcement | undefined {
  const saved = view.results[round.eventName]?.rounds[round.roundNumber];
  if (round.roundState !== roundStates.Posted || !saved) {
    return undefined;
  }
  const base = {
    key: round.roundId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    postedAt: saved.postedAt,
  };
  if (round.roundNumber === 1) {
    return {
      ...base,
      kind: 'final',
      places: reversePlacings(saved.placements, couplesOf(view, round)),
    };
  }
  const nextRoundName =
    view.events[round.eventName]!.rounds[round.roundNumber - 1]?.roundName ?? 'next round';
  return { ...base, kind: 'recall', nextRoundName, numbers: recallList(saved.recalled ?? []) };
}

const allRounds = (view: ResultSource) =>
  Object.values(view.events).flatMap((event) => Object.values(event.rounds));

/**
 * What the MC has to announce: the latest posted rounds, newest first. A
 * simple rule (the last few posted), as the MC reads each out once it is
 * posted and the list moves on with the day.
 */
export function toAnnounce(view: ResultSource, limit = 6): Announcement[] {
  return allRounds(view)
    .map((round) => announcementOf(view, round))
    .filter((each): each is Announcement => each !== undefined)
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/**
 * The awards ceremony: the posted finals by event in schedule order, each
 * from last to 1st. For an Awards item, the finals scheduled since the
 * Awards item before it (a day may hold two ceremonies); else every one.
 */
export function awardsList(
  view: ResultSource,
  ceremony?: Pick<Round, 'scheduleIndex'>,
): FinalAnnouncement[] {
  const day = scheduledRounds(view.events);
  const since = ceremony
    ? Math.max(
        0,
        ...day
          .filter((round) => isAwardsItem(view.events[round.eventName]!))
          .map((round) => round.scheduleIndex)
          .filter((index) => index < ceremony.scheduleIndex),
      )
    : 0;
  const finals = day.filter(
    (round) =>
      round.roundNumber === 1 &&
      (!ceremony || (round.scheduleIndex > since && round.scheduleIndex < ceremony.scheduleIndex)),
  );
  const unscheduled = ceremony
    ? []
    : allRounds(view).filter((round) => round.roundNumber === 1 && round.scheduleIndex <= 0);
  return [...finals, ...unscheduled]
    .map((round) => announcementOf(view, round))
    .filter((each): each is FinalAnnouncement => each?.kind === 'final');
}
