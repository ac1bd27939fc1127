import {
  changeEntriesCommandSchema,
  eligibleEvents,
  type ChangeEntriesCommand,
  type DanceRole,
  type EligibilityEvent,
  type EligibleDancer,
} from '@floorcraft/domain';
import { domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';

/** The "add events" form's values. */
export interface AddEventsValues {
  role: DanceRole;
  partnerKind: 'registered' | 'tba';
  partnerId: string | null;
  events: string[];
}

/** An empty form; the role the dancer already dances, when they have one. */
export const emptyAddEvents = (role: DanceRole = 'lead'): AddEventsValues => ({
  role,
  partnerKind: 'tba',
  partnerId: null,
  events: [],
});

/** The form as the dancer's `changeEntries` command adding events. */
export function addEventsCommand(
  competitorId: string,
  values: AddEventsValues,
): ChangeEntriesCommand {
  return {
    type: 'changeEntries',
    competitorId,
    drop: [],
    add: {
      role: values.role,
      partner:
        values.partnerKind === 'registered'
          ? { kind: 'registered', id: values.partnerId ?? '' }
          : { kind: 'tba' },
      events: [...new Set(values.events)],
    },
  };
}

/** Where a path of the command (or the server's refusal, "add.events: …") lands on the form. */
export function addEventsFieldOf(path: string): string | undefined {
  const bare = path.replace(/^command\./, '');
  if (bare.startsWith('add.events')) {
    return 'events';
  }
  if (bare.startsWith('add.partner')) {
    return bare === 'add.partner.id' ? 'partnerId' : 'partnerKind';
  }
  return bare === 'add.role' ? 'role' : undefined;
}

/** The form's checks: a partner to choose, then the domain's `changeEntries` schema. */
export function addEventsRules(competitorId: string) {
  const check = domainResolver<AddEventsValues>({
    schema: changeEntriesCommandSchema,
    input: (values) => addEventsCommand(competitorId, values),
  });
  return (values: AddEventsValues): FieldErrors => {
    if (values.partnerKind === 'registered' && !values.partnerId) {
      return { partnerId: 'choose your partner from the registered dancers' };
    }
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(check(values))) {
      errors[addEventsFieldOf(path) ?? path] ??= message;
    }
    return errors;
  };
}

export const ADD_EVENTS_LABELS: Readonly<Record<string, string>> = {
  role: 'Your role',
  partnerKind: 'Partner',
  partnerId: 'Partner',
  events: 'Events',
};

/**
 * The events the dancer may add: open to their levels and their partner's
 * (ADR 019), and not one they already hold a place in; by name.
 */
export function addableEvents<Event extends EligibilityEvent>(
  events: readonly Event[],
  dancers: readonly EligibleDancer[],
  held: ReadonlySet<string>,
): Event[] {
  return eligibleEvents(events, dancers)
    .filter((event) => !held.has(event.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}
