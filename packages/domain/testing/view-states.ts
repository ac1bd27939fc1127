import type { Command } from '../src/composition/command';
import { applyAll } from '../src/composition/apply';
import { roundStates } from '../src/competition/enumerations';
import type { CompetitionState } from '../src/competition/state';
import { demoCompetition } from '../src/demo/demo-competition';
import { demoDay } from '../src/demo/demo-day';
import { messageAudience } from '../src/messages/message-audience';
import type { MessageAudience, OutgoingMessage } from '../src/messages/state';
import { roundPanel, statePanel } from '../src/scoring/panel';
import { dancingNumbers, judgedDances, requestedRecall } from '../src/scoring/round-cards';
import { roundOutcome } from '../src/scoring/round-outcome';
import { scheduledRounds } from '../src/competition/schedule';
import { withPendingRequest } from './registration-competition';
import { run } from './setup-competition';

/** The demo competition, set up, with its day so far: rounds posted and one on the floor. */
function demoOnItsDay(): CompetitionState {
  const setUp = run(undefined, ...demoCompetition('2027-01-10'));
  return run(setUp, ...demoDay(setUp));
}

/** The demo's round on the floor completed from paper (with a reason) and its recall cut. */
function finishedOnPaper(state: CompetitionState): CompetitionState {
  const round = scheduledRounds(state.events).find(
    (candidate) => candidate.roundState === roundStates.Running,
  )!;
  const { eventName, roundNumber } = round;
  const numbers = dancingNumbers(round);
  const done = new Set(Object.keys(state.marks[eventName]?.rounds[roundNumber] ?? {}));
  const late = roundPanel(state, round).filter((judge) => !done.has(judge.key));
  const paperCards = late.flatMap((judge) =>
    judgedDances(state.events[eventName]!).map((dance): Command => ({
      type: 'enterPaperMarks',
      eventName,
      roundNumber,
      judgeKey: judge.key,
      dance,
      couples: numbers.slice(0, roundNumber === 1 ? numbers.length : requestedRecall(round)),
      reason: 'tablet battery flat',
    })),
  );
  const marked = run(state, ...paperCards);
  const outcome = roundOutcome(marked, eventName, roundNumber);
  if (outcome?.kind !== 'prelim') {
    throw new Error('the demo round on the floor should be a preliminary round');
  }
  return run(
    marked,
    {
      type: 'setRecallCut',
      eventName,
      roundNumber,
      recall: outcome.tie?.more ?? outcome.requested,
    },
    { type: 'approveRound', eventName, roundNumber },
    { type: 'reopenJudgeCard', eventName, roundNumber, judgeKey: late[0]!.key, reason: 'recheck' },
  );
}

/**
 * The demo competition on its day, with every optional field of the state
 * filled somewhere: an official linked to an account and with a photo, a
 * dancer's levels, an event with an age group, cards keyed from paper, a
 * recall cut, a reopened card, a round's own panel; registrations with emails, codes, charges,
 * student prices, payments and the TBA list (from the demo), a dancer with
 * an age group and a withdrawn one, a pending partnership request. The allow-list is proven over this
 * state, so it must hold an example of every field the list decides.
 */
export function populatedDemoState(): CompetitionState {
  const day = demoOnItsDay();
  const dancer = Object.values(day.competitors)[0]!;
  const registered = Object.keys(day.registration.accounts ?? {});
  const withAgeGroup = day.competitors[registered[0]!]!;
  const populated = run(
    finishedOnPaper(day),
    { type: 'saveEvent', event: { name: 'Lunch Break', breakMinutes: 45 } },
    { type: 'startBreak', eventName: 'Lunch Break' },
    { type: 'endBreak', eventName: 'Lunch Break' },
    {
      type: 'saveOfficial',
      official: {
        key: 'mc-linked',
        name: 'Ravi Moss',
        role: 'MC',
        bio: 'Voice of the ballroom.',
        photoURL: 'https://example.org/uploads/ravi.png',
        userId: 'user-secret-0042',
      },
    },
    {
      type: 'saveCompetitor',
      competitor: {
        ...dancer,
        levels: {
          standardLevel: 'Silver',
          smoothLevel: 'Bronze',
          rhythmLevel: 'Newcomer',
          latinLevel: 'Gold',
        },
      },
    },
    {
      type: 'saveEvent',
      event: {
        name: 'Adult Gold Rhythm',
        eventLevel: 'Gold',
        style: 'Rhythm',
        ageGroup: 'Adult',
        eventDances: ['ChaCha', 'Rumba'],
        cap: 1,
      },
    },
    {
      type: 'adjustFees',
      competitorId: registered[0]!,
      kind: 'discount',
      amount: 100,
      reason: 'Volunteer at the door',
    },
    {
      type: 'correctDancer',
      competitorId: withAgeGroup.id,
      name: withAgeGroup.name,
      affiliation: withAgeGroup.affiliation,
      levels: withAgeGroup.levels,
      ageGroup: 'Under21',
    },
    { type: 'withdrawDancer', competitorId: registered.at(-1)! },
    {
      type: 'correctPayment',
      paymentId: Object.keys(day.registration.payments ?? {})[0]!,
      kind: 'refund',
      amount: 100,
      reason: 'Counted twice at the door',
    },
    ...onTheFloor(day),
    smallerPanel(day),
  );
  const eventName = Object.keys(day.events)[0]!;
  // Written out (not archived, which refuses further commands) so the walk sees the field.
  // A couple waiting for a place in a capped event (issue 25 item 11).
  const waiting = applyAll(populated, [
    {
      type: 'WaitlistJoined',
      spot: {
        id: 'spot-1',
        eventName: 'Adult Gold Rhythm',
        leadId: registered[0]!,
        followId: registered[1]!,
        at: '2027-01-10T10:00:00Z',
        phase: 'Normal',
      },
    },
    // A held final's record (issue 25 item 12), written out for the walk to see its fields; the
    // event has no final posted, so no view loses anything to it here.
    { type: 'FinalHeld', eventName: 'Adult Gold Rhythm', held: { places: 6, revealed: 2 } },
  ])!;
  return {
    ...withMessages(withPendingRequest(waiting, registered[0]!, registered[1]!, eventName)),
    archived: false,
  };
}

/** Two messages to entrants (issue 25 item 8): one to an event's entrants, sent with a failure; one to a school. */
function withMessages(state: CompetitionState): CompetitionState {
  const eventName = Object.keys(state.events)[0]!;
  const school = state.affiliations[0]!;
  const message = (id: string, audience: MessageAudience): OutgoingMessage => ({
    id,
    subject: 'Parking',
    body: 'Dear {name}, park behind the hall.',
    audience,
    recipients: messageAudience(state, { kind: 'everyone' }).recipients,
    by: 'user:registrar',
    at: '2027-01-10T10:00:00Z',
    started: 0,
    failures: [],
  });
  return applyAll(state, [
    { type: 'MessageQueued', message: message('m1', { kind: 'events', eventNames: [eventName] }) },
    { type: 'MessageQueued', message: message('m2', { kind: 'school', school }) },
    { type: 'MessageMailStarted', messageId: 'm1', index: 0 },
    { type: 'MessageMailFailed', messageId: 'm1', index: 0, reason: 'mailbox full' },
    { type: 'MessageFinished', messageId: 'm1', at: '2027-01-10T10:01:00Z' },
  ])!;
}

/** The day's last round still to dance marked by three judges only (issue 15). */
function smallerPanel(day: CompetitionState): Command {
  const { eventName, roundNumber } = scheduledRounds(day.events).findLast(
    (round) =>
      round.roundState === roundStates.Initialized &&
      judgedDances(day.events[round.eventName]!).length > 0,
  )!;
  const judgeKeys = statePanel(day)
    .slice(0, 3)
    .map((judge) => judge.key);
  return { type: 'setRoundPanel', eventName, roundNumber, judgeKeys };
}

/**
 * The floor at work: a late couple put in a heat, a heat called with its
 * dance and lined up, a note about the round, a posted round's recalls on
 * the big screen.
 */
function onTheFloor(day: CompetitionState): Command[] {
  const rounds = scheduledRounds(day.events);
  const next = rounds.find(
    (round) =>
      round.roundState === roundStates.Initialized && Object.keys(round.entries).length > 0,
  )!;
  const posted = rounds.find(
    (round) => round.roundState === roundStates.Posted && round.roundNumber > 1,
  )!;
  const { eventName, roundNumber } = next;
  const dance = day.events[eventName]!.eventDances[0]!;
  return [
    { type: 'addPlaceholderEntry', eventName, roundNumber, heat: 1 },
    { type: 'setHeatReady', eventName, roundNumber, heat: 1, ready: true },
    {
      type: 'sendFloorNote',
      text: '134 missing, coming from the changing room',
      eventName,
      roundNumber,
    },
    { type: 'callHeat', eventName, roundNumber, heat: 1, dance },
    {
      type: 'setBigScreen',
      mode: 'recalls',
      eventName: posted.eventName,
      roundNumber: posted.roundNumber,
    },
  ];
}
