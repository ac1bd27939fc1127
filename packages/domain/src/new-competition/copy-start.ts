import type { Command } from '../composition/command';
import type { DanceEvent, EventInput } from '../competition/dance-event';
import type { MetadataFields } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import type { FeeSchedule } from '../registration/fee-schedule';
import type { NewCompetitionDetails } from './competition-start';
import { creationCommand, freeFeeSchedule, type CarriedMetadata } from './creation-command';
import { timeZoneOf } from './metadata-time-zone';
import { moveByYears } from './move-by-years';
import { shiftsIntoOrder } from './schedule-order';

const DEADLINES = [
  'dateRegistrationEarly',
  'dateRegistrationOpen',
  'dateRegistrationClosed',
] as const;

/** The source's look and its registration deadlines, moved by the years between the editions. */
function carriedMetadata(source: MetadataFields, details: NewCompetitionDetails): CarriedMetadata {
  const years = Number(details.startDate.slice(0, 4)) - Number(source.startDate.slice(0, 4));
  const zone = details.timeZone ?? timeZoneOf(source);
  const carried: CarriedMetadata & Partial<MetadataFields> = {
    primaryColor: source.primaryColor,
    socials: source.socials,
    tagline: source.tagline,
  };
  for (const deadline of DEADLINES) {
    const value = source[deadline];
    if (value !== undefined) {
      carried[deadline] = moveByYears(value, years, zone);
    }
  }
  return carried;
}

/** An event's own definition: no entries, rounds or results. */
function definitionOf(event: DanceEvent): EventInput {
  const { name, eventLevel, style, ageGroup, eventDances, breakMinutes } = event;
  return {
    name,
    eventDances,
    ...(eventLevel && { eventLevel }),
    ...(style && { style }),
    ...(ageGroup && { ageGroup }),
    ...(breakMinutes !== undefined && { breakMinutes }),
  };
}

/** The source's events that are on its schedule, in the order of their first round. */
function scheduleOrder(source: CompetitionState): string[] {
  const first = (event: DanceEvent) =>
    Math.min(
      ...Object.values(event.rounds)
        .map((round) => round.scheduleIndex)
        .filter((index) => index > 0),
    );
  return Object.values(source.events)
    .filter((event) => Number.isFinite(first(event)))
    .sort((a, b) => first(a) - first(b))
    .map((event) => event.name);
}

/** The source's prices in the new currency; free when the source had none. */
function feeSchedule(fees: FeeSchedule | undefined, currency: string): Command {
  if (!fees) {
    return freeFeeSchedule(currency);
  }
  const { student, ...prices } = fees;
  return { type: 'setFeeSchedule', fees: { ...prices, currency, student: student ?? null } };
}

/**
 * A new edition of an earlier competition (issue 25 item 1): its events
 * and dances (each one Final, on the day in the source's order), fee
 * schedule and registration deadlines moved to the new year, officials
 * (without their member accounts), organizers, public pages and waiver,
 * payment instructions, schools and settings. Never its dancers, couples, entries, marks,
 * results, registrations, payments, floor or members: the new competition
 * starts with nobody in it.
 */
export function copyStart(source: CompetitionState, details: NewCompetitionDetails): Command[] {
  const creation = creationCommand(details, carriedMetadata(source.metadata, details));
  const events = Object.values(source.events).map((event): Command => ({
    type: 'saveEvent',
    event: definitionOf(event),
  }));
  const order = scheduleOrder(source);
  const rounds = order.map((eventName): Command => ({ type: 'generateRounds', eventName }));
  const { liveScrollRefreshIndex: _refresh, ...settings } = source.settings;
  return [
    creation,
    ...Object.values(source.metadata.officials).map(
      ({ userId: _account, ...official }): Command => ({ type: 'saveOfficial', official }),
    ),
    ...Object.values(source.metadata.organizers).map((organizer): Command => ({
      type: 'saveOrganizer',
      organizer,
    })),
    ...Object.entries(source.pages)
      .filter(([, text]) => text !== '')
      .map(([page, text]) => ({ type: 'savePageText', page, text }) as Command),
    { type: 'setAffiliations', affiliations: [...source.affiliations] },
    feeSchedule(source.registration.fees, details.currency),
    ...(source.metadata.paymentInstructions
      ? [{ type: 'setPaymentInstructions', text: source.metadata.paymentInstructions } as const]
      : []),
    ...events,
    ...rounds,
    ...shiftsIntoOrder([creation, ...events, ...rounds], order),
    // Last: with autoAssignTimes on, the schedule is timed from the new dates at once.
    { type: 'updateSettings', patch: settings },
  ];
}
