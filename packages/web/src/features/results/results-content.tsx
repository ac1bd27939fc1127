import type { ResultsIndexEntry, ResultsPageContent, Winner } from '@floorcraft/domain';
import { useShownInChunks } from '../../hooks/use-shown-in-chunks';
import { hrefFor } from '../../config/paths';
import { NotPublished } from './not-published';

/** Events the server draws (a phone's screen and more); the rest follow after hydration. */
const FIRST_EVENTS = 40;
const EVENTS_PER_CHUNK = 40;

/** "1st: 12 Ana Lee & Ben Ito, Harbor City University"; "shared 1st" when several won. */
function WinnerLine({ winner, shared }: { winner: Winner; shared: boolean }) {
  return (
    <p className="fc-small fc-winner">
      <span className="fc-bold">{shared ? 'Shared 1st' : '1st'}:</span>{' '}
      <span className="fc-bold">
        <span className="fc-visually-hidden">number </span>
        {winner.number}
      </span>{' '}
      {winner.leadName} & {winner.followName}
      {winner.affiliation && <span className="fc-muted">{`, ${winner.affiliation}`}</span>}
    </p>
  );
}

/** One event: its name to its results, how far they go, who won, the round to follow live. */
function EventLine({ entry, slug }: { entry: ResultsIndexEntry; slug: string | undefined }) {
  const { eventName, postedRounds, finalPosted, winners, liveRound } = entry;
  return (
    <li className="fc-result-event">
      <div className="fc-row">
        <a className="fc-bold fc-large" href={hrefFor('resultDetails', slug, { event: eventName })}>
          {eventName}
        </a>
        {liveRound && (
          <a
            className="fc-live-link"
            href={hrefFor('liveRoundResultView', slug, {
              eventKey: eventName,
              roundNumber: String(liveRound.roundNumber),
            })}
            // Several events may run at once: the name says which one, starting with what is shown.
            aria-label={`Follow the ${liveRound.roundName} live: ${eventName}`}
          >
            <span aria-hidden="true">● </span>
            Follow the {liveRound.roundName} live
          </a>
        )}
      </div>
      {postedRounds.length > 0 && (
        <p className="fc-small fc-muted">
          {`${finalPosted ? 'Final results' : 'In progress'}: ${postedRounds.join(', ')}`}
        </p>
      )}
      {winners.map((winner) => (
        <WinnerLine key={winner.number} winner={winner} shared={winners.length > 1} />
      ))}
    </li>
  );
}

/**
 * /results (spec §2): every event with posted rounds or a round on the
 * floor, in the order of the day; each links to its results, names its
 * winners once the Final is posted, and links the round to follow live.
 * Nothing but a notice while the organizers keep results unpublished.
 */
export function ResultsContent({
  content,
  slug,
}: {
  content: ResultsPageContent;
  slug: string | undefined;
}) {
  const { events } = content;
  const shown = useShownInChunks(events.length, FIRST_EVENTS, EVENTS_PER_CHUNK);
  if (!content.published) {
    return <NotPublished />;
  }
  if (events.length === 0) {
    return <p>No results have been posted yet.</p>;
  }
  return (
    <ul className="fc-results" aria-label="Events with results">
      {events.slice(0, shown).map((entry) => (
        <EventLine key={entry.eventName} entry={entry} slug={slug} />
      ))}
    </ul>
  );
}
