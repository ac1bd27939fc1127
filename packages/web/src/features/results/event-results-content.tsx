import {
  postedRounds,
  type DanceEvent,
  type ResultDetailsContent,
  type Round,
} from '@floorcraft/domain';
import { useMemo } from 'react';
import { useShownInChunks } from '../../hooks/use-shown-in-chunks';
import { hrefFor } from '../../config/paths';
import { postedRoundSheet, type ResultsSource } from '../../widgets/result-tables/event-results';
import { NotPublished } from './not-published';
import { PlainRoundSection } from './plain/plain-round-section';

/**
 * /results/{event} (spec §2), drawn on the server (ADR 044): the event's
 * posted rounds, the Final first (on a phone it is what a reader came for),
 * each computed by the skating library from the posted marks with the
 * scrutineer's own code. The server draws the latest round; the earlier ones
 * follow after hydration, one per task, each computed only when drawn, so a
 * big event never blocks a phone.
 */
export interface EventResultsContentProps {
  content: ResultDetailsContent;
  slug: string | undefined;
}

/** One round: its sheet computed when the round is first drawn, and kept. */
function PostedRound({
  source,
  event,
  round,
}: {
  source: ResultsSource;
  event: DanceEvent;
  round: Round;
}) {
  const sheet = useMemo(() => postedRoundSheet(source, event, round), [source, event, round]);
  return <PlainRoundSection sheet={sheet} eventName={event.name} />;
}

export function EventResultsContent({ content, slug }: EventResultsContentProps) {
  const { eventName, source } = content;
  const event = source?.events[eventName];
  const rounds = useMemo(
    () => (source && event ? [...postedRounds(source, event)].reverse() : []),
    [source, event],
  );
  const shown = useShownInChunks(rounds.length, 1, 1);
  return (
    <>
      <p>
        <a href={hrefFor('results', slug)}>← All results</a>
      </p>
      {!content.published && <NotPublished />}
      {event && rounds.length === 0 && <p>{`No round of ${eventName} has been posted yet.`}</p>}
      {source &&
        event &&
        rounds
          .slice(0, shown)
          .map((round) => (
            <PostedRound key={round.roundNumber} source={source} event={event} round={round} />
          ))}
    </>
  );
}
