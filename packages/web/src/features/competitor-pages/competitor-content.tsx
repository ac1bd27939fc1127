import {
  competitionTimeZone,
  estimateFromPace,
  zoneOffsetMinutes,
  type CompetitionFrame,
  type CompetitorPageContent,
} from '@floorcraft/domain';
import { useMemo } from 'react';
import { spansDays } from '../../lib/planned-time';
import { CompetitorCouples } from './competitor-couples';
import { CompetitorEvents } from './competitor-events';
import { CompetitorWaitlists } from './competitor-waitlists';
import { HeatsToCome } from './heats-to-come';

interface CompetitorContentProps extends CompetitorPageContent {
  frame: CompetitionFrame;
  /** The minute the page is drawn at: the server's, then the browser's clock (`useMinuteClock`). */
  now: string;
  slug: string | undefined;
}

/**
 * /competitors/{id}: the page a competitor keeps open all day. Their couples
 * and numbers, the heats to come with the planned time and, once the day
 * runs, the time now expected (estimated here from the page's pace with the
 * minute it is drawn at, so the server and hydration agree), every event
 * with its rounds and the recalls and places as they are posted. Live from
 * the page's view; bookmarkable.
 */
export function CompetitorContent({ day, schedule, frame, now, slug }: CompetitorContentProps) {
  const { metadata } = frame;
  const estimate = useMemo(() => {
    const clock = {
      now,
      utcOffsetMinutes: zoneOffsetMinutes(competitionTimeZone(metadata), Date.parse(now)),
    };
    return estimateFromPace(schedule.pace, schedule.rounds, clock);
  }, [schedule, metadata, now]);
  // The pace has a day for each date with a planned round: the dates the times may need.
  const withDay = spansDays(metadata, Object.keys(schedule.pace));
  const { competitor } = day;
  return (
    <>
      <p className="fc-subtitle">
        {competitor.affiliation}
        {competitor.levels && ` · ${competitor.levels}`}
        {competitor.ageGroup && ` · ${competitor.ageGroup}`}
      </p>
      <div className="fc-events">
        <HeatsToCome heats={day.heats} estimate={estimate} withDay={withDay} />
        <CompetitorCouples couples={day.couples} slug={slug} />
        <CompetitorEvents events={day.events} estimate={estimate} withDay={withDay} slug={slug} />
        <CompetitorWaitlists places={day.waitlisted} slug={slug} />
      </div>
    </>
  );
}
