import type { Action } from './permissions';
import { permissions } from './permissions';
import type { Role } from './roles';

/**
 * The commands the setup screen's sections send (features/setup in the web app): everyone
 * who may change a part of setup is offered it, the scrutineer its events, the registrar its
 * payment instructions; the parts they may not change show read-only.
 */
const setupCommands = [
  'updateMetadata',
  'savePageText',
  'setFeeSchedule',
  'setPaymentInstructions',
  'saveEvent',
  'removeEvent',
  'setAffiliations',
  'archiveCompetition',
] as const satisfies readonly Action[];

/**
 * The signed-in screens (spec §2's admin area and print pages, plus the accounts screens),
 * each offered to whoever the policy allows one of the actions it stands for: the roles come
 * from the permissions table alone, never a list of their own. The server still authorizes
 * every request; this only decides what is offered, so nobody is shown a screen that would
 * refuse them. `anyRole`: every member of the competition.
 */
export const screenActions = {
  adminDashboard: 'anyRole',
  scrutineerView: ['postRound'],
  eventSchedule: ['viewStaffScreens'],
  adminCompetitors: ['registerCouple'],
  addCompetitor: ['saveCompetitor'],
  officials: ['saveOfficial'],
  setup: setupCommands,
  adminResults: ['viewMarks'],
  settings: ['updateSettings'],
  deckCaptainView: ['setHeatReady'],
  chairman: ['setRecallCut'],
  mc: ['revealNextPlace'],
  // The hall's big screen and its controller: offered to those who may control it (the
  // screen itself is public, but it is the controlling staff who open it on the hall's screen).
  jumbotronView: ['setBigScreen'],
  jumbotronControllerView: ['setBigScreen'],
  // The floor's paperwork: those who call heats.
  printSheets: ['callHeat'],
  printInvoices: ['viewRegistrations'],
  // Issue 25 item 8: those who may send a message to entrants write it here.
  messages: ['sendMessage'],
  members: ['viewMembers'],
  judgeDevices: ['manageJudgeDevices'],
  audit: ['viewAudit'],
} as const satisfies Record<string, 'anyRole' | readonly Action[]>;

export type StaffScreen = keyof typeof screenActions;

export const staffScreens = Object.keys(screenActions) as StaffScreen[];

/** Whether a member holding `heldRoles` is offered `screen`. */
function offers(screen: StaffScreen, heldRoles: readonly Role[]): boolean {
  const actions: 'anyRole' | readonly Action[] = screenActions[screen];
  if (actions === 'anyRole') {
    return heldRoles.length > 0;
  }
  return actions.some((action) => permissions[action].some((role) => heldRoles.includes(role)));
}

/** The screens a member with `heldRoles` is offered, in navigation order. */
export function screensFor(heldRoles: readonly Role[]): StaffScreen[] {
  return staffScreens.filter((screen) => offers(screen, heldRoles));
}
