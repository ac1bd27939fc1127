import { commandTypes, type CommandType } from '../composition/command';
import type { Role } from './roles';

/**
 * What a signed-in member can ask for besides competition commands: reading
 * private views and managing who works on the competition.
 */
export const accountActions = [
  'viewStaffScreens',
  'viewMembers',
  'inviteMember',
  'changeRoles',
  'revokeMember',
  'disableMember',
  /** Lifting the sign-in limits that wrong passwords from strangers put on a member. */
  'unlockSignIn',
  'manageJudgeDevices',
  'viewAudit',
  /** Reading marks before they are posted: the chairman's and the scrutineer's screens. */
  'viewMarks',
  /** Reading the staff's names (no emails): who keyed marks, who recorded or corrected a payment. */
  'viewStaffNames',
  /** Reading registrations: dancers' emails, waivers, what they owe and paid (ADR 019). */
  'viewRegistrations',
] as const;

export type AccountAction = (typeof accountActions)[number];

/** Everything the policy decides: each command type and each account action. */
export type Action = CommandType | AccountAction;

export const actions: readonly Action[] = [...commandTypes, ...accountActions];

const organizers = ['owner', 'admin'] as const satisfies readonly Role[];
const setupStaff = ['owner', 'admin', 'scrutineer'] as const satisfies readonly Role[];
const registration = [
  'owner',
  'admin',
  'scrutineer',
  'registrar',
] as const satisfies readonly Role[];
const staff = [
  'owner',
  'admin',
  'scrutineer',
  'chairman',
  'deckCaptain',
  'mc',
  'registrar',
] as const satisfies readonly Role[];

const floorCallers = [
  'owner',
  'admin',
  'scrutineer',
  'chairman',
  'deckCaptain',
  'mc',
] as const satisfies readonly Role[];
const bigScreenStaff = ['owner', 'admin', 'scrutineer', 'mc'] as const satisfies readonly Role[];

/**
 * The permission matrix: which roles may take each action. Creating a
 * competition is for operators (the admin CLI or API token), so no role
 * holds it. docs/permissions.md is generated from this table, and the
 * matrix test pins every cell so loosening one fails a test.
 */
export const permissions: Record<Action, readonly Role[]> = {
  createCompetition: [],
  updateMetadata: organizers,
  // Issue 25: archiving makes the competition read-only for everybody, so it is its owner's call.
  archiveCompetition: ['owner'],
  unarchiveCompetition: ['owner'],
  saveOfficial: setupStaff,
  removeOfficial: setupStaff,
  // Issue 25 item 10: how to pay is written by whoever takes the money, as well as the owner.
  setPaymentInstructions: ['owner', 'admin', 'registrar'],
  saveOrganizer: organizers,
  removeOrganizer: organizers,
  savePageText: organizers,
  setAffiliations: organizers,
  updateSettings: organizers,
  saveEvent: setupStaff,
  removeEvent: setupStaff,
  saveCompetitor: registration,
  removeCompetitor: registration,
  registerCouple: registration,
  importCouples: registration,
  // The deck captain adds a late couple or a 9999 placeholder to a heat on the floor (issue 14).
  addEntry: [...registration, 'deckCaptain'],
  addPlaceholderEntry: [...setupStaff, 'deckCaptain'],
  removeEntry: registration,
  // The deck captain checks couples in on the floor; the registrar at the desk.
  checkIn: ['owner', 'admin', 'scrutineer', 'deckCaptain', 'registrar'],
  // Spec §4: a couple that does not turn up is scratched on the floor too.
  scratchCompetitor: [...setupStaff, 'deckCaptain'],
  updateLeadNumbers: registration,
  generateRounds: setupStaff,
  clearRounds: setupStaff,
  setRoundState: setupStaff,
  updateRound: setupStaff,
  skipRound: setupStaff,
  addExtraRound: setupStaff,
  deleteRound: setupStaff,
  shiftRound: setupStaff,
  assignStartTimes: setupStaff,
  // The deck captain calls rounds onto the floor; the chairman and scrutineer may too.
  startRound: ['owner', 'admin', 'scrutineer', 'chairman', 'deckCaptain', 'mc'],
  // No role: only a tablet bound to the judge marks their card (see authorizeCommand).
  submitMarks: [],
  enterPaperMarks: setupStaff,
  reopenJudgeCard: ['owner', 'admin', 'scrutineer', 'chairman'],
  setRecallCut: ['owner', 'admin', 'scrutineer', 'chairman'],
  approveRound: ['owner', 'admin', 'chairman'],
  // Issue 15: the scrutineer (from the schedule) or the chairman picks who marks a round.
  setRoundPanel: ['owner', 'admin', 'scrutineer', 'chairman'],
  postRound: setupStaff,
  rehearseRound: setupStaff,
  // Anybody may register while registration is open, and a dancer with their code may change
  // their own entries (see authorizeCommand); these rows are what staff may do for anyone.
  register: registration,
  changeEntries: registration,
  correctDancer: registration,
  pairSeekers: registration,
  answerPartnership: registration,
  recordPayment: registration,
  correctPayment: registration,
  adjustFees: registration,
  withdrawDancer: registration,
  settleTypedSchool: registration,
  setFeeSchedule: organizers,
  // The floor (issue 14): the MC and the deck captain call heats; the deck captain lines them up
  // and writes notes the MC clears; the big screen is the MC's, with the scrutineer and organizers.
  callHeat: floorCallers,
  setHeatReady: ['owner', 'admin', 'scrutineer', 'deckCaptain'],
  sendFloorNote: floorCallers,
  clearFloorNote: floorCallers,
  setBigScreen: bigScreenStaff,
  revealNextPlace: bigScreenStaff,
  // Issue 25 item 12: whoever reveals a held final on the big screen may release it at the awards.
  releaseFinalResults: bigScreenStaff,
  // Issue 25 item 12: whoever runs the floor starts and ends a break, as they call heats.
  startBreak: floorCallers,
  endBreak: floorCallers,
  // Issue 25 item 8: those who see the dancers' emails mail them; only the server records the
  // sending's progress.
  sendMessage: ['owner', 'admin', 'registrar'],
  recordMessageProgress: [],
  viewStaffScreens: staff,
  viewMembers: organizers,
  inviteMember: organizers,
  changeRoles: organizers,
  revokeMember: organizers,
  disableMember: organizers,
  unlockSignIn: organizers,
  manageJudgeDevices: ['owner', 'admin', 'scrutineer', 'chairman'],
  viewAudit: organizers,
  viewMarks: ['owner', 'admin', 'scrutineer', 'chairman'],
  viewStaffNames: ['owner', 'admin', 'scrutineer', 'chairman', 'registrar'],
  viewRegistrations: ['owner', 'admin', 'registrar'],
};

/** The roles that keep registrations: they may register, change and withdraw anyone (ADR 019). */
export const registrationRoles: readonly Role[] = registration;

/** How an action reads in a sentence: "updateMetadata" → "update metadata". */
export function describeAction(action: Action): string {
  return action.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}
