import { accept, refuse, type AreaContext, type Decision } from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { removeEntry } from '../setup/entries';
import { registrationStanding } from './registration-standing';
import { creditsFor, entryOf, seekingOf } from './places';
import { partnerOf } from './register';
import type { ChangeEntriesCommand } from './commands';
import { existingDancer, isProblem, RegistrationPlan } from './registration-plan';
import { registrationClosedRefusal } from './registration-window';
import { lateEntryRefusal } from './late-entry';
import { waitlistSpotOf } from './waitlist';

/**
 * The dancer's place in one event taken away: their couple's entry (for
 * both dancers) or their TBA placeholder and its place on the list, with a
 * credit for what each dancer with an account was charged for it.
 */
export function dropPlace(
  state: CompetitionState,
  competitorId: string,
  eventName: string,
  context: AreaContext,
): Decision {
  const seeking = seekingOf(state, competitorId, eventName);
  const entry = seeking ? undefined : entryOf(state, competitorId, eventName);
  const entryId = seeking?.placeholderEntryId ?? entry?.entryId;
  const waiting = waitlistSpotOf(state, competitorId, eventName);
  if (entryId === undefined && waiting) {
    // A couple in line was never entered nor charged: leaving the line is all (for both).
    return accept({ type: 'WaitlistLeft', id: waiting.id, outcome: 'left' });
  }
  if (entryId === undefined) {
    const name = state.competitors[competitorId]?.name ?? competitorId;
    return refuse(`drop: ${name} is not entered in "${eventName}"`);
  }
  const removed = removeEntry(state, eventName, entryId);
  if (!removed.ok) {
    return refuse(`drop: ${removed.error}`);
  }
  const now = context.now();
  const dancers = entry ? [entry.leadId, entry.followId] : [competitorId];
  const credits = creditsFor(
    state,
    dancers,
    eventName,
    now,
    registrationStanding(now, state.metadata).phase,
    context.newKey,
  );
  return accept(
    ...removed.events,
    ...(seeking ? [{ type: 'SeekingEnded' as const, ids: [seeking.id] }] : []),
    ...(credits.length > 0 ? [{ type: 'ChargesAdded' as const, charges: credits }] : []),
  );
}

/**
 * The dancer's places in `eventNames` dropped one after another (each as
 * `dropPlace`): all the events and the state after them, or the first refusal.
 */
export function dropPlaces(
  state: CompetitionState,
  competitorId: string,
  eventNames: Iterable<string>,
  context: AreaContext,
): { ok: true; events: DomainEvent[]; after: CompetitionState } | { ok: false; error: string } {
  const events: DomainEvent[] = [];
  let after = state;
  for (const eventName of new Set(eventNames)) {
    const dropped = dropPlace(after, competitorId, eventName, context);
    if (!dropped.ok) {
      return dropped;
    }
    events.push(...dropped.events);
    after = context.applyAll(after, dropped.events)!;
  }
  return { ok: true, events, after };
}

/**
 * Whether dropping the dancer's TBA place in `eventName` waits for a partner's
 * answer: the same command asks a registered partner to dance it
 * (`RegistrationPlan.enterOrAsk`), so the place stays while the request is
 * pending; acceptance replaces it (`answerPartnership`), a decline or a
 * withdrawal leaves it.
 */
function waitsForAnswer(
  state: CompetitionState,
  command: ChangeEntriesCommand,
  context: AreaContext,
  eventName: string,
): boolean {
  return (
    command.add?.partner.kind === 'registered' &&
    !context.registrationStaff &&
    command.add.events.includes(eventName) &&
    seekingOf(state, command.competitorId, eventName) !== undefined
  );
}

/**
 * A dancer's entries changed from /updateEntries (with their code) or by
 * staff (ADR 019): events dropped first, then events added with a partner
 * or TBA (a partner already registered is asked first: `enterOrAsk`), at
 * the phase of now. Refused whole when registration has closed (for the
 * dancer), an added event is under way (for the dancer; staff confirm), the
 * dancer was withdrawn, or any change is refused.
 */
export function changeEntries(
  state: CompetitionState,
  command: ChangeEntriesCommand,
  context: AreaContext,
): Decision {
  const closed = registrationClosedRefusal(state, context);
  if (closed) {
    return refuse(closed);
  }
  if (!command.add && command.drop.length === 0) {
    return refuse('add: choose events to add or to drop');
  }
  const late =
    command.add &&
    lateEntryRefusal(state, command.add.events, context, command.lateEntry, 'add.events');
  if (late) {
    return refuse(late);
  }
  const known = existingDancer(state, command.competitorId, 'competitorId');
  if (isProblem(known)) {
    return refuse(known.problem);
  }
  const dropped = dropPlaces(
    state,
    command.competitorId,
    command.drop.filter((eventName) => !waitsForAnswer(state, command, context, eventName)),
    context,
  );
  if (!dropped.ok) {
    return dropped;
  }
  const { events, after: current } = dropped;
  const plan = new RegistrationPlan(current, context, context.now());
  if (command.add) {
    const partner = partnerOf(plan, command.add.partner);
    if (isProblem(partner)) {
      return refuse(partner.problem.replace(/^partner/, 'add.partner'));
    }
    const refused = plan.enterOrAsk(
      current.competitors[known.id] ?? known,
      command.add.role,
      partner,
      command.add.events,
    );
    if (refused) {
      return refuse(refused.problem.replace(/^events/, 'add.events'));
    }
  }
  return accept(...events, ...plan.events());
}
