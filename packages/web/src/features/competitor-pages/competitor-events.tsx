import { isToCome, type CompetitorEvent, type ScheduleEstimate } from '@floorcraft/domain';
import { useId } from 'react';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';
import { expectedTimeText } from '../../widgets/expected-time/expected-time-text';
import { hrefFor } from '../../config/paths';
import { statusText } from './round-status';

interface CompetitorEventsProps {
  events: readonly CompetitorEvent[];
  estimate: ScheduleEstimate;
  withDay: boolean;
  slug: string | undefined;
}

const other = (role: 'lead' | 'follow') => (role === 'lead' ? 'follow' : 'lead');

/** One event: the partner and number, each round with where the couple stands, the results link. */
function EventCard({
  event,
  estimate,
  withDay,
  slug,
}: { event: CompetitorEvent } & Omit<CompetitorEventsProps, 'events'>) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h3 className="fc-h4" id={headingId}>
        {event.eventName}
      </h3>
      {event.partner ? (
        <p className="fc-small">
          Number {event.number} · {event.role === 'lead' ? 'leading' : 'following'}{' '}
          <PlainCompetitorLink id={event.partner.id} name={event.partner.name} slug={slug} />
        </p>
      ) : (
        <p className="fc-small">
          Looking for a {other(event.role)}:{' '}
          <a className="fc-underline" href={hrefFor('tbaList', slug)}>
            see the TBA list
          </a>
        </p>
      )}
      {event.rounds.length > 0 && (
        <ul className="fc-stacked" aria-label={`Rounds of ${event.eventName}`}>
          {event.rounds.map((round) => {
            const time = isToCome(round)
              ? expectedTimeText(estimate.rounds[round.roundId], withDay)
              : '';
            return (
              <li key={round.roundId} className="fc-round">
                <span className="fc-strong">{round.roundName}</span>
                <span className="fc-small">
                  {statusText(round)}
                  {time && ` · ${time}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {event.hasResults ? (
        <a
          className="fc-underline fc-small"
          href={hrefFor('resultDetails', slug, { event: event.eventName })}
        >
          Results of {event.eventName}
        </a>
      ) : (
        <p className="fc-small fc-muted">
          Recalls and places appear here as the rounds are posted.
        </p>
      )}
    </article>
  );
}

/** Every event the dancer holds a place in, in the order of the day. */
export function CompetitorEvents({ events, ...rest }: CompetitorEventsProps) {
  return (
    <section aria-labelledby="competitor-events" className="fc-section">
      <h2 id="competitor-events">Events</h2>
      {events.length === 0 ? (
        <p>Not entered in any event yet.</p>
      ) : (
        <div className="fc-stack fc-stack-loose">
          {events.map((event) => (
            <EventCard key={event.eventName} event={event} {...rest} />
          ))}
        </div>
      )}
    </section>
  );
}
