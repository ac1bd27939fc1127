import type { AreaContext, DecideContext, Decision } from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { RegistrationBatch } from '../setup/register-couples';
import { feeFor } from './fees';
import type { DancerCharge } from './events';
import { entryCount, waitlistOf } from './event-fullness';
import type { DanceRole, WaitlistSpot } from './state';

export { isFull, waitlistOf, waitlistSpotOf } from './event-fullness';

/** Where a dancer waits, for their own page: "waitlisted, position N" with whom. */
export interface WaitlistPlace {
  eventName: string;
  /** 1 is next in line. */
  position: number;
  role: DanceRole;
  partnerId: string;
  partnerName: string;
}

/** Every line the dancer's couple waits in, with their position in it (public: ADR 028). */
export function waitlistPlacesOf(
  state: Pick<CompetitionState, 'competitors'> & {
    registration: Pick<CompetitionState['registration'], 'waitlist'>;
  },
  competitorId: string,
): WaitlistPlace[] {
  return (state.registration.waitlist ?? []).flatMap((spot) => {
    if (spot.leadId !== competitorId && spot.followId !== competitorId) {
      return [];
    }
    const role: DanceRole = spot.leadId === competitorId ? 'lead' : 'follow';
    const partnerId = role === 'lead' ? spot.followId : spot.leadId;
    return [
      {
        eventName: spot.eventName,
        position: waitlistOf(state, spot.eventName).indexOf(spot) + 1,
        role,
        partnerId,
        partnerName: state.competitors[partnerId]?.name ?? '',
      },
    ];
  });
}

/**
 * The couples a freed place lets in (issue 25 item 11): in every capped event
 * with room, the first in line is entered (as staff would enter them, the
 * same numbers and duplicate rules) and each dancer with an account charged
 * the entry at the phase they registered in; a couple that can no longer be
 * entered (a dancer gone) leaves the line. Nothing when no line has room.
 */
export function promotions(state: CompetitionState, context: DecideContext): DomainEvent[] {
  const batch = new RegistrationBatch(state, context);
  const left: DomainEvent[] = [];
  const charges: DancerCharge[] = [];
  for (const [eventName, event] of Object.entries(state.events)) {
    if (event.cap === undefined) {
      continue;
    }
    const free = event.cap - entryCount(event);
    for (const spot of waitlistOf(state, eventName).slice(0, Math.max(0, free))) {
      const lead = state.competitors[spot.leadId];
      const follow = state.competitors[spot.followId];
      const gone = [spot.leadId, spot.followId].some(
        (id) => state.registration.accounts?.[id]?.withdrawnAt !== undefined,
      );
      const number = lead && batch.leadNumber(lead.id, undefined);
      const refused =
        !lead || !follow || gone || typeof number !== 'number'
          ? 'gone'
          : batch.enter(eventName, lead, follow, number);
      left.push({ type: 'WaitlistLeft', id: spot.id, outcome: refused ? 'left' : 'entered' });
      if (!refused) {
        charges.push(...entryCharges(state, spot, context));
      }
    }
  }
  if (left.length === 0) {
    return [];
  }
  return [
    ...batch.events(),
    ...left,
    ...(charges.length > 0 ? [{ type: 'ChargesAdded' as const, charges }] : []),
  ];
}

/** The entry's charge for each dancer of a promoted couple who has an account, at their phase. */
function entryCharges(
  state: CompetitionState,
  spot: WaitlistSpot,
  context: DecideContext,
): DancerCharge[] {
  return [spot.leadId, spot.followId].flatMap((competitorId) => {
    const account = state.registration.accounts?.[competitorId];
    const amount = account
      ? feeFor(state.registration.fees, 'entry', spot.phase, account.student)
      : 0;
    if (amount === 0) {
      return [];
    }
    return [
      {
        competitorId,
        charge: {
          id: context.newKey(),
          at: context.now(),
          phase: spot.phase,
          kind: 'entry' as const,
          eventName: spot.eventName,
          amount,
        },
      },
    ];
  });
}

/**
 * An accepted decision with the promotions it causes appended: a withdrawal,
 * a dropped entry or a raised cap that frees a place lets the next couple in
 * within the same command, so the log never holds a free place and a line.
 */
export function withPromotions(
  state: CompetitionState,
  decision: Decision,
  context: AreaContext,
): Decision {
  if (!decision.ok || !(state.registration.waitlist ?? []).length) {
    return decision;
  }
  const after = context.applyAll(state, decision.events);
  if (!after) {
    return decision;
  }
  const promoted = promotions(after, context);
  return promoted.length > 0 ? { ok: true, events: [...decision.events, ...promoted] } : decision;
}
