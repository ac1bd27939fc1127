import type { ResultDetailsContent } from '@floorcraft/domain';
import { useMemo } from 'react';
import { useShownInChunks } from '../../hooks/use-shown-in-chunks';
import { hrefFor } from '../../config/paths';
import { eventResults } from '../../widgets/result-tables/event-results';
import { NotPublished } from './not-published';
import { PlainRoundSection } from './plain/plain-round-section';

/**
 * /results/{event} (spec §2), drawn on the server (ADR 044): the event's
 * posted rounds, the Final first (on a phone it is what a reader came for),
 * each computed by the skating library from the posted marks with the
 * scrutineer's own code. The server draws the latest round; the earlier ones
 * follow after hydration, one per task, so a big event never blocks a phone.
 */
export interface EventResultsContentProps {
  content: ResultDetailsContent;
  slug: string | undefined;
}

export function EventResultsContent({ content, slug }: EventResultsContentProps) {
  const { eventName, source } = content;
  const view = useMemo(() => source && eventResults(source, eventName), [source, eventName]);
  const rounds = useMemo(() => [...(view?.rounds ?? [])].reverse(), [view]);
  const shown = useShownInChunks(rounds.length, 1, 1);
  return (
    <>
      <p>
        <a href={hrefFor('results', slug)}>← All results</a>
      </p>
      {!content.published && <NotPublished />}
      {view && rounds.length === 0 && <p>{`No round of ${eventName} has been posted yet.`}</p>}
      {rounds.slice(0, shown).map((sheet) => (
        <PlainRoundSection key={sheet.roundNumber} sheet={sheet} eventName={eventName} />
      ))}
    </>
  );
}
