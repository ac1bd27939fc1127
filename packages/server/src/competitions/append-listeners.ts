import type { CompetitionState, DomainEvent } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Hears of the events this process appended (never another process's: each is told once), with
 * the state after them: the work a fact leaves behind, such as a waitlist promotion's mail.
 */
export type AppendListener = (
  slug: string,
  events: readonly DomainEvent[],
  states: { before: CompetitionState | undefined; after: CompetitionState },
) => void;

/**
 * The listeners of the events this process appends. A listener that throws is
 * logged and the others are still told: the append it hears of is durable already.
 */
export class AppendListeners {
  private readonly listeners: AppendListener[] = [];

  constructor(private readonly logger: FastifyBaseLogger) {}

  /** Adds a listener for the events this process appends. */
  add(listener: AppendListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener of the events of `requests`, appended in one transaction. */
  tell(
    slug: string,
    requests: readonly { events: readonly DomainEvent[] }[],
    states: Parameters<AppendListener>[2],
  ): void {
    const events = requests.flatMap((request) => request.events);
    for (const listener of this.listeners) {
      try {
        listener(slug, events, states);
      } catch (error) {
        this.logger.error({ err: error, competition: slug }, 'an append listener failed');
      }
    }
  }
}
