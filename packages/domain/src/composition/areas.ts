import type { CompetitionState } from '../competition/state';
import type { AreaContext, Decision } from '../competition/decision';
import type { DomainEvent, DomainEventType } from '../competition/events';
import type { Command, CommandType } from './command';

import { metadataCommandSchemas } from '../metadata/commands';
import { metadataEventTypes } from '../metadata/events';
import { archiveCommandSchemas } from '../metadata/archive';
import { decideCreation, decideMetadata, isCreation } from '../metadata/decide';
import { applyMetadata } from '../metadata/apply';

import { setupCommandSchemas } from '../setup/commands';
import { setupEventTypes } from '../setup/events';
import { decideSetup } from '../setup/decide';
import { applySetup } from '../setup/apply';

import { scoringCommandSchemas } from '../scoring/commands';
import { scoringEventTypes } from '../scoring/events';
import { decideScoring } from '../scoring/decide';
import { applyScoring } from '../scoring/apply';

import { registrationCommandSchemas } from '../registration/commands';
import { registrationEventTypes } from '../registration/events';
import { decideRegistration } from '../registration/decide';
import { applyRegistration } from '../registration/apply';
import { withPromotions } from '../registration/waitlist';

import { floorCommandSchemas } from '../floor/commands';
import { floorEventTypes } from '../floor/events';
import { decideFloor } from '../floor/decide';
import { applyFloor } from '../floor/apply';

import { messageCommandSchemas } from '../messages/commands';
import { messageEventTypes } from '../messages/events';
import { decideMessages } from '../messages/decide';
import { applyMessages } from '../messages/apply';

/** One area as the root dispatches to it: the types it owns, its decide and its fold. */
export interface Area {
  name: string;
  commandTypes: readonly CommandType[];
  decide: (state: CompetitionState, command: Command, context: AreaContext) => Decision;
  eventTypes: readonly DomainEventType[];
  apply: (state: CompetitionState, event: DomainEvent) => CompetitionState;
}

/** The command types a tuple of command schemas defines. */
type SchemaTypes<S> = S extends readonly { shape: { type: { value: infer T } } }[] ? T : never;

/**
 * Builds an area from its typed parts. The casts are the one place the root trusts its tables:
 * `decide` and `apply` only hand an area the command and event types it listed, and
 * `areas.test.ts` checks that every type is listed by exactly one area.
 */
function area<
  S extends readonly { shape: { type: { value: CommandType } } }[],
  E extends DomainEvent,
>(parts: {
  name: string;
  commandSchemas: S;
  decide: (
    state: CompetitionState,
    command: Extract<Command, { type: SchemaTypes<S> }>,
    context: AreaContext,
  ) => Decision;
  /** Every event type the fold takes, checked against it by the compiler. */
  eventTypes: Record<E['type'], true>;
  apply: (state: CompetitionState, event: E) => CompetitionState;
}): Area {
  return {
    name: parts.name,
    commandTypes: parts.commandSchemas.map((schema) => schema.shape.type.value),
    decide: (state, command, context) =>
      parts.decide(state, command as Extract<Command, { type: SchemaTypes<S> }>, context),
    eventTypes: Object.keys(parts.eventTypes) as E['type'][],
    apply: (state, event) => parts.apply(state, event as E),
  };
}

/**
 * Every area of the model, the one list of them. `CompetitionCreated` is metadata's event, but
 * the root folds it (`apply.ts`): a new state is every area's empty state together.
 */
export const areas: readonly Area[] = [
  area({
    name: 'metadata',
    commandSchemas: [...metadataCommandSchemas, ...archiveCommandSchemas],
    // Creation never reaches an area's decide (the root decides it first); the branch keeps
    // the area total over its own commands.
    decide: (state, command, context) =>
      isCreation(command)
        ? decideCreation(state, command)
        : decideMetadata(state, command, context),
    eventTypes: metadataEventTypes,
    apply: applyMetadata,
  }),
  area({
    name: 'setup',
    commandSchemas: setupCommandSchemas,
    // Setup frees places too (an entry removed, a cap raised): the line moves up with it.
    decide: (state, command, context) =>
      withPromotions(state, decideSetup(state, command, context), context),
    eventTypes: setupEventTypes,
    apply: applySetup,
  }),
  area({
    name: 'scoring',
    commandSchemas: scoringCommandSchemas,
    decide: decideScoring,
    eventTypes: scoringEventTypes,
    apply: applyScoring,
  }),
  area({
    name: 'registration',
    commandSchemas: registrationCommandSchemas,
    decide: (state, command, context) =>
      withPromotions(state, decideRegistration(state, command, context), context),
    eventTypes: registrationEventTypes,
    apply: applyRegistration,
  }),
  area({
    name: 'floor',
    commandSchemas: floorCommandSchemas,
    decide: decideFloor,
    eventTypes: floorEventTypes,
    apply: applyFloor,
  }),
  area({
    name: 'messages',
    commandSchemas: messageCommandSchemas,
    decide: decideMessages,
    eventTypes: messageEventTypes,
    apply: applyMessages,
  }),
];
