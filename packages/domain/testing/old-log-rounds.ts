import type { DomainEvent } from '../src/competition/events';

/**
 * For tests of old logs: the events as the code before issue 25 wrote
 * them, whose rounds were made without a `defaultPanel` (so every judge,
 * the chairman of judges included, marks them).
 */
export function withoutDefaultPanels(events: readonly DomainEvent[]): DomainEvent[] {
  return events.map((event) => {
    if (event.type !== 'RoundsReplaced') {
      return event;
    }
    const rounds = Object.fromEntries(
      Object.entries(event.rounds).map(([number, { defaultPanel: _rule, ...round }]) => [
        number,
        round,
      ]),
    );
    return { ...event, rounds };
  });
}
