import type { Command, CommandType } from '../src/composition/command';
import { demoMetadata } from '../src/demo/demo-competition';
import { dancingNumbers } from '../src/scoring/round-cards';
import {
  allCards,
  MARKED_DANCES,
  EVENT,
  JUDGES,
  markedCompetition,
  numbersIn,
} from './scoring-competition';
import { withPendingRequest } from './registration-competition';
import { run } from './setup-competition';
import { roundStates } from '../src/competition/enumerations';
import type { CompetitionState } from '../src/competition/state';

/*
 * For the walk of every command over the round lifecycle
 * (round-lifecycle-commands.test.ts): a sample of each command type, and the
 * states of one event's Semi-Final and Final to try them on.
 */

const couple = {
  lead: { name: 'New Lead', affiliation: 'Northbridge College' },
  follow: { name: 'New Follow', affiliation: 'Northbridge College' },
  events: [EVENT],
};
/** A Waltz event beside the one danced, where two dancers registered looking for a partner. */
const TBA_EVENT = 'Newcomer Waltz';
const registrant = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@example.org`,
  affiliation: 'Northbridge College',
  levels: {},
  student: false,
  waiverAccepted: true as const,
});
/** The TBA dancers' ids: the lead's seeking record first. */
function seekers(state: CompetitionState): [string, string] {
  const records = Object.values(state.registration.seeking);
  const of = (role: string) => records.find((record) => record.role === role)?.competitorId ?? '';
  return [of('lead'), of('follow')];
}
const firstEntryId = (state: CompetitionState) =>
  Object.keys(state.events[EVENT]!.rounds[2]?.entries ?? state.events[EVENT]!.entries)[0] ?? '';
const bothRounds = <T>(make: (roundNumber: number) => T): T[] => [make(2), make(1)];
/** Every judge's card for every dance of both rounds: six recalled, or the final's couples in order. */
function cards(state: CompetitionState) {
  return bothRounds((roundNumber) => {
    const round = state.events[EVENT]?.rounds[roundNumber];
    const numbers = round ? dancingNumbers(round) : [];
    const couples = roundNumber === 1 ? numbers : numbers.slice(0, 6);
    return JUDGES.flatMap((judgeKey) =>
      MARKED_DANCES.map((dance) => ({ eventName: EVENT, roundNumber, judgeKey, dance, couples })),
    );
  }).flat();
}

/**
 * A sample of every command type (the mapped type makes a new command
 * type a compile error here until it has one), built from the state it is
 * tried on.
 */
export const samples: {
  [T in CommandType]: (state: CompetitionState) => Extract<Command, { type: T }>[];
} = {
  createCompetition: () => [
    { type: 'createCompetition', slug: 'walk-open', metadata: demoMetadata('2027-01-10') },
  ],
  updateMetadata: () => [{ type: 'updateMetadata', patch: { tagline: 'Every command, walked' } }],
  saveOfficial: () => [
    { type: 'saveOfficial', official: { name: 'Judge F', role: 'Judge', bio: '' } },
  ],
  removeOfficial: () => [{ type: 'removeOfficial', key: 'judge-e' }],
  setPaymentInstructions: () => [
    {
      type: 'setPaymentInstructions',
      text: 'Pay by bank transfer to IBAN NL00 BANK 0123 4567 89.',
    },
  ],
  saveOrganizer: () => [
    { type: 'saveOrganizer', organizer: { name: 'Ann Organizer', role: 'Director' } },
  ],
  removeOrganizer: () => [{ type: 'removeOrganizer', key: 'organizer-1' }],
  savePageText: () => [{ type: 'savePageText', page: 'rules', text: 'Be kind.' }],
  setAffiliations: () => [{ type: 'setAffiliations', affiliations: ['Northbridge College'] }],
  updateSettings: () => [{ type: 'updateSettings', patch: { autoAssignTimes: true } }],
  saveEvent: () => [
    {
      type: 'saveEvent',
      event: {
        name: 'Silver Latin',
        eventLevel: 'Silver',
        style: 'Latin',
        eventDances: ['ChaCha'],
      },
    },
  ],
  removeEvent: () => [{ type: 'removeEvent', eventName: EVENT }],
  saveCompetitor: (state) => [
    { type: 'saveCompetitor', competitor: { ...state.competitors['solo-lead']!, name: 'Solo L.' } },
  ],
  removeCompetitor: () => [{ type: 'removeCompetitor', id: 'solo-lead' }],
  registerCouple: () => [{ type: 'registerCouple', couple }],
  importCouples: () => [{ type: 'importCouples', couples: [couple] }],
  addEntry: () => [
    { type: 'addEntry', eventName: EVENT, leadId: 'solo-lead', followId: 'solo-follow' },
    {
      type: 'addEntry',
      eventName: EVENT,
      leadId: 'solo-lead',
      followId: 'solo-follow',
      roundNumber: 2,
    },
  ],
  addPlaceholderEntry: () =>
    bothRounds((roundNumber) => ({ type: 'addPlaceholderEntry', eventName: EVENT, roundNumber })),
  removeEntry: (state) => [{ type: 'removeEntry', eventName: EVENT, entryId: firstEntryId(state) }],
  checkIn: (state) => [
    {
      type: 'checkIn',
      eventName: EVENT,
      roundNumber: 2,
      entryId: firstEntryId(state),
      checkedIn: true,
    },
  ],
  scratchCompetitor: (state) => [
    { type: 'scratchCompetitor', eventName: EVENT, entryId: firstEntryId(state) },
  ],
  updateLeadNumbers: (state) => [
    {
      type: 'updateLeadNumbers',
      updates: [{ path: `events/${EVENT}/entries/${firstEntryId(state)}/leadNumber`, value: 777 }],
    },
  ],
  generateRounds: () => [{ type: 'generateRounds', eventName: EVENT }],
  clearRounds: () => [{ type: 'clearRounds', eventName: EVENT }],
  setRoundState: () =>
    bothRounds((roundNumber) =>
      Object.values(roundStates).flatMap((roundState) =>
        [false, true].map((discardMarks) => ({
          type: 'setRoundState' as const,
          eventName: EVENT,
          roundNumber,
          roundState,
          discardMarks,
        })),
      ),
    ).flat(),
  updateRound: () => [{ type: 'updateRound', eventName: EVENT, roundNumber: 2, recallSize: 5 }],
  skipRound: () =>
    bothRounds((roundNumber) => ({ type: 'skipRound', eventName: EVENT, roundNumber })),
  addExtraRound: () => [{ type: 'addExtraRound', eventName: EVENT, afterRoundNumber: 2 }],
  deleteRound: () =>
    bothRounds((roundNumber) => ({ type: 'deleteRound', eventName: EVENT, roundNumber })),
  shiftRound: () => [{ type: 'shiftRound', eventName: EVENT, roundNumber: 2, direction: 'later' }],
  assignStartTimes: () => [{ type: 'assignStartTimes' }],
  startRound: () =>
    bothRounds((roundNumber) => ({ type: 'startRound', eventName: EVENT, roundNumber })),
  submitMarks: (state) => cards(state).map((card) => ({ type: 'submitMarks', ...card })),
  enterPaperMarks: (state) =>
    cards(state).map((card) => ({ type: 'enterPaperMarks', ...card, reason: 'paper sheet' })),
  reopenJudgeCard: () =>
    bothRounds((roundNumber) => ({
      type: 'reopenJudgeCard',
      eventName: EVENT,
      roundNumber,
      judgeKey: 'judge-a',
      reason: 'wrong couple marked',
    })),
  setRecallCut: () => [{ type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 6 }],
  approveRound: () =>
    bothRounds((roundNumber) => ({ type: 'approveRound', eventName: EVENT, roundNumber })),
  setRoundPanel: () =>
    bothRounds((roundNumber) => ({
      type: 'setRoundPanel',
      eventName: EVENT,
      roundNumber,
      judgeKeys: JUDGES.slice(0, 3),
      confirmRunning: true,
    })),
  postRound: () =>
    bothRounds((roundNumber) => ({ type: 'postRound', eventName: EVENT, roundNumber })),
  rehearseRound: () =>
    bothRounds((roundNumber) => ({
      type: 'rehearseRound',
      eventName: EVENT,
      roundNumber,
      seed: 7,
    })),
  register: () => [
    {
      type: 'register',
      dancer: registrant('Reg Lead'),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Reg Follow') },
      events: [EVENT],
    },
  ],
  changeEntries: (state) => [
    { type: 'changeEntries', competitorId: seekers(state)[0], drop: [TBA_EVENT] },
  ],
  correctDancer: (state) => [
    {
      type: 'correctDancer',
      competitorId: 'solo-lead',
      name: 'Solo Lead',
      affiliation: state.competitors['solo-lead']?.affiliation ?? 'Northbridge College',
      levels: {},
    },
  ],
  pairSeekers: (state) => {
    const [leadId, followId] = seekers(state);
    return [{ type: 'pairSeekers', leadId, followId, eventNames: [TBA_EVENT] }];
  },
  answerPartnership: (state) => {
    const request = Object.values(state.registration.requests ?? {})[0];
    return [
      {
        type: 'answerPartnership',
        competitorId: request?.partnerId ?? 'solo-lead',
        requestId: request?.id ?? 'none',
        answer: 'decline',
      },
    ];
  },
  recordPayment: (state) => [
    {
      type: 'recordPayment',
      competitorId: seekers(state)[0],
      amount: 2500,
      method: 'cash',
      note: '',
    },
  ],
  correctPayment: (state) => {
    const payment = Object.values(state.registration.payments ?? {})[0];
    return [
      {
        type: 'correctPayment',
        paymentId: payment?.id ?? 'none',
        kind: 'refund',
        amount: 500,
        reason: 'Paid twice for one entry',
      },
    ];
  },
  adjustFees: (state) => [
    { type: 'adjustFees', competitorId: seekers(state)[0], kind: 'waiver', reason: 'Volunteer' },
  ],
  withdrawDancer: (state) => [{ type: 'withdrawDancer', competitorId: seekers(state)[1] }],
  settleTypedSchool: (state) => [{ type: 'settleTypedSchool', competitorId: seekers(state)[1] }],
  setFeeSchedule: () => [
    {
      type: 'setFeeSchedule',
      fees: {
        currency: 'USD',
        perDancer: { Early: 2000, Normal: 2500, Late: 3500 },
        perEntry: { Early: 1000, Normal: 1200, Late: 1500 },
        student: null,
      },
    },
  ],
  callHeat: () =>
    bothRounds((roundNumber) => ({ type: 'callHeat', eventName: EVENT, roundNumber, heat: 1 })),
  setHeatReady: () =>
    bothRounds((roundNumber) => ({
      type: 'setHeatReady',
      eventName: EVENT,
      roundNumber,
      heat: 1,
      ready: true,
    })),
  sendFloorNote: () => [
    { type: 'sendFloorNote', text: '134 missing, coming from the changing room' },
  ],
  clearFloorNote: (state) => [{ type: 'clearFloorNote', id: state.floor.notes[0]?.id ?? 'none' }],
  setBigScreen: () => [
    { type: 'setBigScreen', mode: 'welcome', welcomeText: 'Thanks to our sponsors' },
    { type: 'setBigScreen', mode: 'final', eventName: EVENT, roundNumber: 1 },
  ],
  revealNextPlace: () => [{ type: 'revealNextPlace' }],
  releaseFinalResults: () => [{ type: 'releaseFinalResults', eventName: EVENT }],
  startBreak: () => [{ type: 'startBreak', eventName: 'Lunch Break' }],
  endBreak: () => [{ type: 'endBreak', eventName: 'Lunch Break' }],
  sendMessage: () => [
    {
      type: 'sendMessage',
      messageId: 'm1',
      subject: 'Hello',
      body: 'Hi {name}',
      audience: { kind: 'everyone' },
    },
  ],
  recordMessageProgress: () => [
    { type: 'recordMessageProgress', messageId: 'm1', progress: { kind: 'started', index: 0 } },
  ],
  archiveCompetition: () => [{ type: 'archiveCompetition' }],
  unarchiveCompetition: () => [{ type: 'unarchiveCompetition' }],
};

/** States to try every sample on: before the competition, then a Semi-Final and Final danced step by step. */
export function fixtures(): Record<string, CompetitionState | undefined> {
  const unpaid = markedCompetition(8);
  const registered = run(
    unpaid,
    { type: 'saveOrganizer', organizer: { key: 'organizer-1', name: 'Bo Organizer', role: '' } },
    ...['solo-lead', 'solo-follow'].map((id): Command => ({
      type: 'saveCompetitor',
      competitor: { id, name: id, affiliation: 'Northbridge College', levels: {} },
    })),
    {
      type: 'saveEvent',
      event: { name: TBA_EVENT, eventLevel: 'Newcomer', style: 'Standard', eventDances: ['Waltz'] },
    },
    // Fees, so the dancers owe something a discount or waiver can take off (issue 25 item 11).
    ...samples.setFeeSchedule(unpaid),
    ...(['lead', 'follow'] as const).map((role): Command => ({
      type: 'register',
      // The follow typed a school not on the list: it waits on the desk (issue 25).
      dancer:
        role === 'lead'
          ? registrant(`Seeking ${role}`)
          : { ...registrant(`Seeking ${role}`), affiliation: 'Other', otherAffiliation: 'Bayside' },
      role,
      partner: { kind: 'tba' },
      events: [TBA_EVENT],
    })),
    // A lunch the MC starts (issue 25 item 12), and ends once the Semi-Final is on the floor.
    { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
    { type: 'generateRounds', eventName: 'Lunch Break' },
  );
  // A payment on record, for the samples that refund or void one.
  const paid = run(registered, ...samples.recordPayment(registered));
  // A dancer's request to another, waiting for an answer (staff's own pairings are direct).
  const fresh = withPendingRequest(paid, ...seekers(paid), TBA_EVENT);
  const start = (roundNumber: number): Command => ({
    type: 'startRound',
    eventName: EVENT,
    roundNumber,
  });
  // Approval before posting is on by default: the chairman approves, then the round is posted.
  const approve = (roundNumber: number): Command => ({
    type: 'approveRound',
    eventName: EVENT,
    roundNumber,
  });
  const post = (roundNumber: number): Command => ({
    type: 'postRound',
    eventName: EVENT,
    roundNumber,
  });
  const running = run(fresh, start(2), { type: 'startBreak', eventName: 'Lunch Break' });
  const semiCards = allCards(2, () => numbersIn(running, 2).slice(0, 6));
  const oneCardShort = run(running, ...semiCards.slice(0, -1));
  const marked = run(oneCardShort, ...semiCards.slice(-1));
  const approved = run(marked, approve(2));
  const posted = run(approved, post(2));
  const finalRunning = run(posted, start(1));
  const finalCards = allCards(1, () => numbersIn(finalRunning, 1));
  const finalOneCardShort = run(finalRunning, ...finalCards.slice(0, -1));
  const finalMarked = run(finalOneCardShort, ...finalCards.slice(-1));
  return {
    none: undefined,
    fresh,
    empty: run(fresh, { type: 'setRoundState', eventName: EVENT, roundNumber: 2, roundState: 1 }),
    skipped: run(fresh, { type: 'skipRound', eventName: EVENT, roundNumber: 2 }),
    running,
    oneCardShort,
    unpaid,
    approved,
    posted,
    finalRunning,
    finalOneCardShort,
    finalMarked,
    // A message to entrants queued, for the mail worker's progress to be recorded on.
    messageQueued: run(fresh, samples.sendMessage(fresh)[0]!),
    // A note on the floor and the final on the big screen, for the floor's commands to act on.
    finalPosted: run(
      finalMarked,
      approve(1),
      post(1),
      { type: 'sendFloorNote', text: 'Prizes are on the judges table' },
      { type: 'setBigScreen', mode: 'final', eventName: EVENT, roundNumber: 1 },
    ),
    // The final posted under holdFinalResults (issue 25 item 12): its places wait to be released.
    finalHeld: run(
      finalMarked,
      { type: 'updateSettings', patch: { holdFinalResults: true } },
      approve(1),
      post(1),
    ),
    // Read-only: every command but un-archiving is refused here.
    archived: run(finalMarked, { type: 'archiveCompetition' }),
  };
}
