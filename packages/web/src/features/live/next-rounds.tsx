import type { LiveRound, ScheduleEstimate } from '@floorcraft/domain';
import { plannedTimeLabel } from '../../lib/planned-time';
import { ExpectedTime } from '../../widgets/expected-time/expected-time';
import { scheduleSentence } from '../../widgets/expected-time/expected-time-text';
import { RoundLabel, type DisplayFlags } from './round-card';

interface NextRoundsProps {
  rounds: LiveRound[];
  flags: DisplayFlags;
  /** highlightOtherRoundsInEvent: mark later rounds of the events on the floor. */
  highlight: boolean;
  /** The domain's estimate at the page's minute: each round's planned and expected start. */
  estimate: ScheduleEstimate;
  /** Times name their day. */
  withDay: boolean;
}

/**
 * The live schedule (hidden by hideLiveSchedule): the next rounds with their
 * planned times and, once the day is under way and the floor runs late or
 * ahead, the time each is now expected.
 */
export function NextRounds({ rounds, flags, highlight, estimate, withDay }: NextRoundsProps) {
  return (
    <section className="fc-live-section" aria-labelledby="live-next">
      <h2 id="live-next" className="fc-live-section-title">
        Next
      </h2>
      {estimate.delayMinutes !== undefined && rounds.length > 0 && (
        <p className="fc-live-meta">{scheduleSentence(estimate)}</p>
      )}
      {rounds.length === 0 ? (
        <p>Nothing else is scheduled.</p>
      ) : (
        <ol className="fc-live-schedule">
          {rounds.map((round) => {
            const marked = highlight && round.sameEventOnFloor;
            return (
              <li
                key={round.roundId}
                className={`fc-live-row ${marked ? 'fc-live-same-event' : ''}`}
              >
                <ExpectedTime
                  className="fc-live-time"
                  timing={estimate.rounds[round.roundId]}
                  withDay={withDay}
                  fallback={plannedTimeLabel(round.planned, withDay) || '—'}
                />
                <span>
                  <RoundLabel round={round} flags={flags} />
                  {marked && (
                    <span className="fc-visually-hidden"> (this event is on the floor now)</span>
                  )}
                </span>
                <span className="fc-live-meta">
                  {round.couples > 0 &&
                    `${round.couples} ${round.couples === 1 ? 'couple' : 'couples'}`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
