import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { competitionTimeZone } from '../time/time-zone-name';
import { totalOf } from './balance';
import { lineOf, type InvoiceLine } from './invoices';

/**
 * Where a new dancer stands in one event after registering: entered with a
 * partner, on the TBA list looking for one, or waiting for the registered
 * dancer they asked to accept (issue 24 item 4).
 */
export interface ConfirmedPlace {
  eventName: string;
  standing: 'entered' | 'looking' | 'asked';
  /** The partner entered with, or asked; none while looking. */
  partnerName?: string;
}

/** One new dancer of a registration, as the confirmation lists them. */
export interface ConfirmedDancer {
  competitorId: string;
  name: string;
  /** When the registration was made (ISO, UTC): shown in the competition's zone. */
  registeredAt: string;
  places: ConfirmedPlace[];
  /** The charges the registration recorded, each an invoice line (the invoice lists the same). */
  lines: InvoiceLine[];
  /** Cents: what the lines add up to, still to pay (nothing is paid at registration). */
  owed: number;
}

/**
 * What the confirmation screen and mail say after /register (issue 25 item
 * 10): each new dancer's events and fee lines, what the registration owes,
 * how to pay, all in the competition's zone and currency.
 */
export interface RegistrationConfirmation {
  dancers: ConfirmedDancer[];
  /** Cents: the new dancers' owed together. */
  owed: number;
  currency?: string;
  /** The organizer's words on how to pay; none when setup has none. */
  paymentInstructions?: string;
  timeZone: string;
}

/** The places a registration's events gave one dancer, in the order they were recorded. */
function placesOf(
  events: readonly DomainEvent[],
  state: Pick<CompetitionState, 'competitors'>,
  competitorId: string,
): ConfirmedPlace[] {
  return events.flatMap((event): ConfirmedPlace[] => {
    switch (event.type) {
      case 'EntriesAdded':
        return event.entries
          .filter((entry) => entry.leadId === competitorId || entry.followId === competitorId)
          .map((entry) => ({
            eventName: event.eventName,
            standing: 'entered',
            partnerName: entry.leadId === competitorId ? entry.followName : entry.leadName,
          }));
      case 'SeekingAdded':
        return event.records
          .filter((record) => record.competitorId === competitorId)
          .map((record) => ({ eventName: record.eventName, standing: 'looking' }));
      case 'PartnershipRequested': {
        const { requesterId, partnerId, eventNames } = event.request;
        if (requesterId !== competitorId) {
          return [];
        }
        const partnerName = state.competitors[partnerId]?.name ?? 'your partner';
        return eventNames.map((eventName) => ({ eventName, standing: 'asked', partnerName }));
      }
      default:
        return [];
    }
  });
}

/**
 * The confirmation of one registration, read from the command's own events
 * (so a retried registration is confirmed the same, on any process): the
 * dancers it opened accounts for, in the order the form named them; their
 * places (an entry's event added to its rounds too is listed once); and
 * their charges as the invoice's lines, at the phase each was charged. A
 * registered partner's charges belong to that partner's balance and are not
 * listed. `state` gives the partners' names, the currency, the zone and the
 * payment instructions.
 */
export function registrationConfirmation(
  events: readonly DomainEvent[],
  state: Pick<CompetitionState, 'competitors' | 'metadata' | 'registration'>,
): RegistrationConfirmation {
  const names = new Map<string, string>();
  const charges = events.flatMap((event) => (event.type === 'ChargesAdded' ? event.charges : []));
  const dancers = events.flatMap((event): ConfirmedDancer[] => {
    if (event.type === 'CompetitorsSaved') {
      event.competitors.forEach((competitor) => names.set(competitor.id, competitor.name));
    }
    if (event.type !== 'RegistrationAccountsOpened') {
      return [];
    }
    return Object.entries(event.accounts).map(([competitorId, account]) => {
      const name = names.get(competitorId) ?? state.competitors[competitorId]?.name ?? '';
      const lines = charges
        .filter((each) => each.competitorId === competitorId)
        .map((each) => lineOf(competitorId, name, each.charge));
      const places = placesOf(events, state, competitorId).filter(
        (place, index, all) =>
          all.findIndex(
            (other) => other.eventName === place.eventName && other.standing === place.standing,
          ) === index,
      );
      return {
        competitorId,
        name,
        registeredAt: account.registeredAt,
        places,
        lines,
        owed: totalOf(lines),
      };
    });
  });
  const currency = state.registration.fees?.currency;
  const instructions = state.metadata.paymentInstructions;
  return {
    dancers,
    owed: totalOf(dancers.map((dancer) => ({ amount: dancer.owed }))),
    ...(currency ? { currency } : {}),
    ...(instructions ? { paymentInstructions: instructions } : {}),
    timeZone: competitionTimeZone(state.metadata),
  };
}
