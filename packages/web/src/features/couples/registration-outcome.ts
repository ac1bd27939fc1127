import type { Competitor, CoupleInput, DanceEvent, PersonInput } from '@floorcraft/domain';

/** Who was just registered, by name, and where. */
export interface Registered {
  leadName: string;
  followName: string;
  events: string[];
}

const nameOf = (person: PersonInput, competitors: Record<string, Competitor>) =>
  'id' in person ? (competitors[person.id]?.name ?? '') : person.name;

/** The names of a couple just sent, to find it again in the live state. */
export function registeredCouple(
  couple: CoupleInput,
  competitors: Record<string, Competitor>,
): Registered {
  return {
    leadName: nameOf(couple.lead, competitors),
    followName: nameOf(couple.follow, competitors),
    events: couple.events,
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What to tell the registrar: the couple and the number the domain gave the
 * lead, read from the live state (the command's reply carries no number).
 */
export function registrationMessage(
  registered: Registered,
  events: Record<string, DanceEvent>,
): string {
  const couple = `${registered.leadName} & ${registered.followName}`;
  if (registered.events.length === 0) {
    return `Registered ${couple}, not yet entered in any event.`;
  }
  for (const name of registered.events) {
    const entry = Object.values(events[name]?.entries ?? {}).find(
      (candidate) =>
        same(candidate.leadName, registered.leadName) &&
        same(candidate.followName, registered.followName),
    );
    if (entry) {
      return `Registered ${couple} with number ${entry.leadNumber} in ${registered.events.join(', ')}.`;
    }
  }
  return `Registered ${couple} in ${registered.events.join(', ')}.`;
}
