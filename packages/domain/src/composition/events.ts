import type { FloorEvent } from '../floor/events';
import type { MessageEvent } from '../messages/events';
import type { MetadataEvent } from '../metadata/events';
import type { RegistrationEvent } from '../registration/events';
import type { ScoringEvent } from '../scoring/events';
import type { SetupEvent } from '../setup/events';

// Every area's events join the kernel's registry here, the one place that lists the areas.
declare module '../competition/events' {
  interface DomainEventsByArea {
    metadata: MetadataEvent;
    setup: SetupEvent;
    scoring: ScoringEvent;
    registration: RegistrationEvent;
    floor: FloorEvent;
    messages: MessageEvent;
  }
}

export type { DomainEvent, DomainEventType } from '../competition/events';
