import type { Role } from './roles';

/**
 * The signed-in screens (spec §2's admin area and print pages, plus the
 * accounts screens) and which roles see each in the admin navigation. The
 * server still authorizes every request; this table only decides what is
 * offered, so nobody is shown a screen that would refuse them.
 */
export const screenRoles = {
  adminDashboard: [
    'owner',
    'admin',
    'scrutineer',
    'chairman',
    'deckCaptain',
    'mc',
    'registrar',
    'judge',
  ],
  scrutineerView: ['owner', 'admin', 'scrutineer'],
  eventSchedule: ['owner', 'admin', 'scrutineer', 'chairman', 'deckCaptain', 'mc', 'registrar'],
  adminCompetitors: ['owner', 'admin', 'scrutineer', 'registrar'],
  addCompetitor: ['owner', 'admin', 'scrutineer', 'registrar'],
  officials: ['owner', 'admin', 'scrutineer'],
  // Everyone who may change a part of setup: the scrutineer its events, the registrar its
  // payment instructions; the parts they may not change show read-only.
  setup: ['owner', 'admin', 'scrutineer', 'registrar'],
  adminResults: ['owner', 'admin', 'scrutineer', 'chairman'],
  settings: ['owner', 'admin'],
  deckCaptainView: ['owner', 'admin', 'scrutineer', 'deckCaptain'],
  chairman: ['owner', 'admin', 'scrutineer', 'chairman'],
  mc: ['owner', 'admin', 'scrutineer', 'mc'],
  // The hall's big screen and its controller: offered to those who may control it (the
  // screen itself is public, but it is the controlling staff who open it on the hall's screen).
  jumbotronView: ['owner', 'admin', 'scrutineer', 'mc'],
  jumbotronControllerView: ['owner', 'admin', 'scrutineer', 'mc'],
  printSheets: ['owner', 'admin', 'scrutineer', 'chairman', 'deckCaptain', 'mc'],
  printInvoices: ['owner', 'admin', 'registrar'],
  // Issue 25 item 8: those who may send a message to entrants (`sendMessage`) write it here.
  messages: ['owner', 'admin', 'registrar'],
  members: ['owner', 'admin'],
  judgeDevices: ['owner', 'admin', 'scrutineer', 'chairman'],
  audit: ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type StaffScreen = keyof typeof screenRoles;

export const staffScreens = Object.keys(screenRoles) as StaffScreen[];

/** The screens a member with `heldRoles` is offered, in navigation order. */
export function screensFor(heldRoles: readonly Role[]): StaffScreen[] {
  return staffScreens.filter((screen) =>
    (screenRoles[screen] as readonly Role[]).some((role) => heldRoles.includes(role)),
  );
}
