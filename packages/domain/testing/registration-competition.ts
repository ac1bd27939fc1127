import type { Command } from '../src/composition/command';
import { decide } from '../src/composition/decide';
import type { DecideContext, Decision } from '../src/competition/decision';
import { applyAll } from '../src/composition/apply';
import type { CompetitionState } from '../src/competition/state';
import { emptyCompetition, run } from './setup-competition';
import { COMPETITOR_CODE_ALPHABET } from '../src/registration/competitor-codes';
import { builderCounters } from './counters';
import type { FeeSchedule } from '../src/registration/fee-schedule';
import type { RegistrantInput } from '../src/registration/commands';

/** Deadlines of the fixture competition (spec §4): early, open (end of Normal), close. */
export const EARLY = '2027-01-01T00:00:00Z';
export const OPEN = '2027-01-20T00:00:00Z';
export const CLOSE = '2027-02-01T23:59:00Z';

/** Moments in each phase, and after registration closed. */
export const IN_EARLY = '2026-12-15T10:00:00Z';
export const IN_NORMAL = '2027-01-10T10:00:00Z';
export const IN_LATE = '2027-01-25T10:00:00Z';
export const AFTER_CLOSE = '2027-02-05T10:00:00Z';

export const FEES: Required<FeeSchedule> = {
  currency: 'USD',
  perDancer: { Early: 2000, Normal: 2500, Late: 3500 },
  perEntry: { Early: 1000, Normal: 1200, Late: 1500 },
  student: {
    perDancer: { Early: 1000, Normal: 1500, Late: 2500 },
    perEntry: { Early: 500, Normal: 700, Late: 900 },
  },
};

/** The fixture's codes TEST2222, TEST2223, …: the code format's alphabet, counted in base 31. */
function fixtureCode(count: number): string {
  let digits = '';
  for (let rest = count, place = 0; place < 4; place++, rest = Math.floor(rest / 31)) {
    digits = COMPETITOR_CODE_ALPHABET[rest % 31]! + digits;
  }
  return `TEST${digits}`;
}

/**
 * A context at `now`: fresh keys, codes TEST…, one after another, and the
 * public's rules unless `staff`.
 */
export function contextAt(now: string, staff = false): DecideContext {
  return {
    newKey: () => `r${++builderCounters.registrationKeys}`,
    now: () => now,
    newCode: () => fixtureCode(++builderCounters.codes),
    registrationStaff: staff,
    actor: staff ? 'user:registrar' : 'anonymous',
  };
}

/** A dancer on the form, with every required field filled. */
export function registrant(name: string, fields: Partial<RegistrantInput> = {}): RegistrantInput {
  return {
    name,
    email: `${name.toLowerCase().replace(/ /g, '.')}@example.org`,
    affiliation: 'Northbridge College',
    levels: {},
    student: false,
    waiverAccepted: true,
    ...fields,
  };
}

/**
 * A competition with the fixture deadlines and fees, a Bronze and a Gold
 * Standard event, a Silver Latin, a Nightclub event and the Awards.
 */
export function registrationCompetition(): CompetitionState {
  return run(
    emptyCompetition(),
    {
      type: 'updateMetadata',
      patch: {
        dateRegistrationEarly: EARLY,
        dateRegistrationOpen: OPEN,
        dateRegistrationClosed: CLOSE,
      },
    },
    { type: 'setFeeSchedule', fees: FEES },
    ...(
      [
        ['Bronze Standard', 'Bronze', 'Standard'],
        ['Gold Standard', 'Gold', 'Standard'],
        ['Silver Latin', 'Silver', 'Latin'],
        ['Open Standard', 'Open', 'Standard'],
      ] as const
    ).map(([name, eventLevel, style]): Command => ({
      type: 'saveEvent',
      event: { name, eventLevel, style, eventDances: ['Waltz'] },
    })),
    {
      type: 'saveEvent',
      event: { name: 'Salsa Night', style: 'Nightclub', eventDances: ['Salsa'] },
    },
    { type: 'saveEvent', event: { name: 'Awards', eventDances: ['Awards'] } },
  );
}

/** Decides one command at `context`; on success also the state after it. */
export function attemptAt(
  state: CompetitionState,
  command: Command,
  context: DecideContext,
): Decision & { after?: CompetitionState } {
  const decision = decide(state, command, context);
  return decision.ok ? { ...decision, after: applyAll(state, decision.events)! } : decision;
}

/** Runs commands at `context`, failing loudly on a refusal. */
export function runAt(
  state: CompetitionState,
  context: DecideContext,
  ...commands: Command[]
): CompetitionState {
  let current = state;
  for (const command of commands) {
    const decision = decide(current, command, context);
    if (!decision.ok) {
      throw new Error(`${command.type} refused: ${decision.error}`);
    }
    current = applyAll(current, decision.events)!;
  }
  return current;
}

/** The id of the dancer with this name. */
export function idOf(state: CompetitionState, name: string): string {
  const found = Object.values(state.competitors).find((dancer) => dancer.name === name);
  if (!found) {
    throw new Error(`no dancer named ${name}`);
  }
  return found.id;
}

/** What a dancer's charges come to, in cents. */
export function owed(state: CompetitionState, name: string): number {
  return (state.registration.accounts?.[idOf(state, name)]?.charges ?? []).reduce(
    (sum, charge) => sum + charge.amount,
    0,
  );
}

/**
 * `state` with a pending partnership request of `requesterId` (leading) to
 * `partnerId` in `eventName`, as a dancer's registration before the close
 * leaves it: for fixtures built by staff, whose own pairings are direct.
 */
export function withPendingRequest(
  state: CompetitionState,
  requesterId: string,
  partnerId: string,
  eventName: string,
): CompetitionState {
  return applyAll(state, [
    {
      type: 'PartnershipRequested',
      request: {
        id: `request-${requesterId}-${partnerId}`,
        requesterId,
        partnerId,
        role: 'lead',
        eventNames: [eventName],
        at: '2027-01-10T10:00:00Z',
      },
    },
  ])!;
}
