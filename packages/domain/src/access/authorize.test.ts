import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { authorize, mayAssignRole, mayManageMember, mayMarkAsJudge } from './authorize';
import { actions, type Action } from './permissions';
import { roles, type Role } from './roles';

/**
 * The permission matrix written out by hand, one row per action, one column
 * per role (owner, admin, scrutineer, chairman, deckCaptain, mc, registrar,
 * judge). It is deliberately a copy, not an import: loosening or tightening
 * the policy must fail here until this table is changed on purpose.
 */
const expected: Record<Action, string> = {
  //                   own adm scr chr dck mc  reg jdg
  createCompetition: '  .   .   .   .   .   .   .   . ',
  updateMetadata: '     x   x   .   .   .   .   .   . ',
  saveOfficial: '       x   x   x   .   .   .   .   . ',
  removeOfficial: '     x   x   x   .   .   .   .   . ',
  saveOrganizer: '      x   x   .   .   .   .   .   . ',
  removeOrganizer: '    x   x   .   .   .   .   .   . ',
  setPaymentInstructions: ' x   x   .   .   .   .   x   . ',
  savePageText: ' x   x   .   .   .   .   .   . ',
  setAffiliations: ' x   x   .   .   .   .   .   . ',
  updateSettings: ' x   x   .   .   .   .   .   . ',
  saveEvent: ' x   x   x   .   .   .   .   . ',
  removeEvent: ' x   x   x   .   .   .   .   . ',
  saveCompetitor: ' x   x   x   .   .   .   x   . ',
  removeCompetitor: ' x   x   x   .   .   .   x   . ',
  registerCouple: ' x   x   x   .   .   .   x   . ',
  importCouples: ' x   x   x   .   .   .   x   . ',
  addEntry: ' x   x   x   .   x   .   x   . ',
  addPlaceholderEntry: ' x   x   x   .   x   .   .   . ',
  removeEntry: ' x   x   x   .   .   .   x   . ',
  checkIn: ' x   x   x   .   x   .   x   . ',
  scratchCompetitor: ' x   x   x   .   x   .   .   . ',
  updateLeadNumbers: ' x   x   x   .   .   .   x   . ',
  generateRounds: ' x   x   x   .   .   .   .   . ',
  clearRounds: ' x   x   x   .   .   .   .   . ',
  setRoundState: ' x   x   x   .   .   .   .   . ',
  updateRound: ' x   x   x   .   .   .   .   . ',
  skipRound: ' x   x   x   .   .   .   .   . ',
  addExtraRound: ' x   x   x   .   .   .   .   . ',
  deleteRound: ' x   x   x   .   .   .   .   . ',
  shiftRound: ' x   x   x   .   .   .   .   . ',
  assignStartTimes: ' x   x   x   .   .   .   .   . ',
  startRound: ' x   x   x   x   x   x   .   . ',
  submitMarks: ' .   .   .   .   .   .   .   . ',
  enterPaperMarks: ' x   x   x   .   .   .   .   . ',
  reopenJudgeCard: ' x   x   x   x   .   .   .   . ',
  setRecallCut: ' x   x   x   x   .   .   .   . ',
  approveRound: ' x   x   .   x   .   .   .   . ',
  setRoundPanel: ' x   x   x   x   .   .   .   . ',
  postRound: ' x   x   x   .   .   .   .   . ',
  rehearseRound: ' x   x   x   .   .   .   .   . ',
  register: ' x   x   x   .   .   .   x   . ',
  changeEntries: ' x   x   x   .   .   .   x   . ',
  correctDancer: ' x   x   x   .   .   .   x   . ',
  pairSeekers: ' x   x   x   .   .   .   x   . ',
  answerPartnership: ' x   x   x   .   .   .   x   . ',
  recordPayment: ' x   x   x   .   .   .   x   . ',
  correctPayment: ' x   x   x   .   .   .   x   . ',
  adjustFees: ' x   x   x   .   .   .   x   . ',
  withdrawDancer: ' x   x   x   .   .   .   x   . ',
  settleTypedSchool: ' x   x   x   .   .   .   x   . ',
  setFeeSchedule: ' x   x   .   .   .   .   .   . ',
  callHeat: ' x   x   x   x   x   x   .   . ',
  setHeatReady: ' x   x   x   .   x   .   .   . ',
  sendFloorNote: ' x   x   x   x   x   x   .   . ',
  clearFloorNote: ' x   x   x   x   x   x   .   . ',
  setBigScreen: ' x   x   x   .   .   x   .   . ',
  revealNextPlace: ' x   x   x   .   .   x   .   . ',
  releaseFinalResults: ' x   x   x   .   .   x   .   . ',
  startBreak: ' x   x   x   x   x   x   .   . ',
  endBreak: ' x   x   x   x   x   x   .   . ',
  sendMessage: '    x   x   .   .   .   .   x   . ',
  recordMessageProgress: ' .   .   .   .   .   .   .   . ',
  archiveCompetition: ' x   .   .   .   .   .   .   . ',
  unarchiveCompetition: ' x   .   .   .   .   .   .   . ',
  viewStaffScreens: '   x   x   x   x   x   x   x   . ',
  viewMembers: '        x   x   .   .   .   .   .   . ',
  inviteMember: '       x   x   .   .   .   .   .   . ',
  changeRoles: '        x   x   .   .   .   .   .   . ',
  revokeMember: '       x   x   .   .   .   .   .   . ',
  disableMember: '      x   x   .   .   .   .   .   . ',
  unlockSignIn: '       x   x   .   .   .   .   .   . ',
  manageJudgeDevices: ' x   x   x   x   .   .   .   . ',
  viewAudit: '          x   x   .   .   .   .   .   . ',
  viewMarks: '          x   x   x   x   .   .   .   . ',
  viewStaffNames: '     x   x   x   x   .   .   x   . ',
  viewRegistrations: '  x   x   .   .   .   .   x   . ',
};

function expectedAllowed(action: Action, role: Role): boolean {
  const cells = expected[action].trim().split(/\s+/);
  return cells[roles.indexOf(role)] === 'x';
}

const member = (...held: Role[]): Actor => ({ kind: 'member', userId: 'u1', roles: held });

describe('the permission matrix', () => {
  it('has a hand-written row for every action, with a cell for every role', () => {
    expect(Object.keys(expected).sort()).toEqual([...actions].sort());
    for (const row of Object.values(expected)) {
      expect(row.trim().split(/\s+/)).toHaveLength(roles.length);
    }
  });

  const cases = actions.flatMap((action) =>
    roles.map((role) => ({ action, role, allowed: expectedAllowed(action, role) })),
  );

  it.each(cases)('$role may $action: $allowed', ({ action, role, allowed }) => {
    expect(authorize(member(role), action).allowed).toBe(allowed);
  });

  it.each(actions)('a member with no role here is refused %s, and told why', (action) => {
    const outcome = authorize(member(), action);
    expect(outcome).toMatchObject({ allowed: false });
    expect(outcome.allowed ? '' : outcome.reason).toMatch(/no role in this competition/);
  });

  it('allows an action when any one of several roles allows it', () => {
    expect(authorize(member('judge', 'registrar'), 'viewStaffScreens').allowed).toBe(true);
    expect(authorize(member('judge', 'mc'), 'manageJudgeDevices').allowed).toBe(false);
  });
});

describe('actors without roles', () => {
  it.each(actions)('the server itself may %s', (action) => {
    expect(authorize({ kind: 'system', label: 'test' }, action)).toEqual({ allowed: true });
  });

  it.each(actions)('an anonymous visitor is refused %s', (action) => {
    expect(authorize({ kind: 'anonymous' }, action)).toMatchObject({ allowed: false });
  });

  it.each(actions)("a judge's tablet is refused %s", (action) => {
    const tablet: Actor = { kind: 'judgeDevice', deviceId: 'd1', judgeId: 'judge-a' };
    expect(authorize(tablet, action)).toMatchObject({ allowed: false });
  });

  it('explains a refusal in words', () => {
    expect(authorize({ kind: 'anonymous' }, 'updateMetadata')).toEqual({
      allowed: false,
      reason: 'sign in to update metadata',
    });
    expect(authorize(member('mc'), 'updateMetadata')).toEqual({
      allowed: false,
      reason: 'your roles in this competition do not allow you to update metadata',
    });
  });
});

describe('owners are protected from admins', () => {
  it('lets only an owner grant or remove the owner role', () => {
    expect(mayAssignRole(member('owner'), 'owner').allowed).toBe(true);
    expect(mayAssignRole(member('admin'), 'owner')).toEqual({
      allowed: false,
      reason: 'only an owner can grant or remove the owner role',
    });
    expect(mayAssignRole(member('admin'), 'scrutineer').allowed).toBe(true);
    expect(mayAssignRole(member('scrutineer'), 'judge').allowed).toBe(false);
  });

  it.each(['changeRoles', 'revokeMember', 'disableMember'] as const)(
    'lets only an owner %s of an owner',
    (action) => {
      expect(mayManageMember(member('admin'), action, ['owner']).allowed).toBe(false);
      expect(mayManageMember(member('owner'), action, ['owner']).allowed).toBe(true);
      expect(mayManageMember(member('admin'), action, ['judge']).allowed).toBe(true);
      expect(mayManageMember(member('registrar'), action, ['judge']).allowed).toBe(false);
    },
  );
});

describe("who may submit a judge's marks", () => {
  it('is only a tablet bound to that judge', () => {
    const tablet: Actor = { kind: 'judgeDevice', deviceId: 'd1', judgeId: 'judge-a' };
    expect(mayMarkAsJudge(tablet, 'judge-a').allowed).toBe(true);
    expect(mayMarkAsJudge(tablet, 'judge-b')).toEqual({
      allowed: false,
      reason: 'only a tablet linked to judge judge-b can submit their marks',
    });
    expect(mayMarkAsJudge(member('owner', 'judge'), 'judge-a').allowed).toBe(false);
    expect(mayMarkAsJudge({ kind: 'anonymous' }, 'judge-a').allowed).toBe(false);
  });
});
