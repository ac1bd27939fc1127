import type { ResultDetailsContent } from '@floorcraft/domain';
import type { ComponentType } from 'react';

interface EventResultsProps {
  content: ResultDetailsContent;
  slug: string | undefined;
}

let EventResults: ComponentType<EventResultsProps> | undefined;

/**
 * The event results page's content (the skating library and the result
 * sheets) is a chunk of its own, so the other public pages' script stays
 * small: the server's renderer sets it at start, the browser loads it before
 * hydrating /results/{event} only (`entry-client.tsx`).
 */
export function setEventResultsContent(component: ComponentType<EventResultsProps>): void {
  EventResults = component;
}

/** Draws the event's results with the content set above. */
export function EventResultsSlot(props: EventResultsProps) {
  if (!EventResults) {
    throw new Error('the event results content was not loaded before drawing /results/{event}');
  }
  return <EventResults {...props} />;
}
