import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { commandTypes } from '../composition/command';
import type { Actor } from './actor';
import { actorLabel } from './actor';
import { authorize, authorizeCommand, isRegistrationStaff } from './authorize';
import type { Role } from './roles';

const registerCommand: Command = {
  type: 'register',
  dancer: {
    name: 'Ann Lee',
    email: 'ann@example.org',
    affiliation: 'Other',
    otherAffiliation: 'Club',
    levels: {},
    student: false,
    waiverAccepted: true,
  },
  role: 'lead',
  partner: { kind: 'tba' },
  events: ['Bronze Standard'],
};
const anonymous: Actor = { kind: 'anonymous' };
const ann: Actor = { kind: 'registrant', competitorId: 'ann' };
const annWithBo: Actor = { kind: 'registrant', competitorId: 'ann', alsoProven: ['bo'] };
const member = (...roles: Role[]): Actor => ({ kind: 'member', userId: 'u1', roles });
const allowed = (actor: Actor, command: Command) => authorizeCommand(actor, command).allowed;

const correct = (competitorId: string): Command => ({
  type: 'correctDancer',
  competitorId,
  name: 'Ann Lee',
  affiliation: 'Other',
  otherAffiliation: 'Club',
  levels: {},
});
const change = (competitorId: string): Command => ({
  type: 'changeEntries',
  competitorId,
  drop: ['Bronze Standard'],
});
const pair = (leadId: string, followId: string): Command => ({
  type: 'pairSeekers',
  leadId,
  followId,
  eventNames: ['Bronze Standard'],
});

describe('who may register (ADR 019)', () => {
  it('lets anybody register; `decide` refuses once registration has closed', () => {
    expect(allowed(anonymous, registerCommand)).toBe(true);
  });

  it('lets only registration staff say when a paper form was received', () => {
    const paper = { ...registerCommand, receivedAt: '2027-01-01T10:00:00Z' };
    expect(authorizeCommand(anonymous, paper)).toEqual({
      allowed: false,
      reason: 'only registration staff can say when a form was received',
    });
    expect(allowed(member('registrar'), paper)).toBe(true);
    expect(allowed(member('mc'), paper)).toBe(false);
  });

  it('keeps every other command from anonymous visitors', () => {
    for (const command of [change('ann'), correct('ann'), pair('ann', 'bo')]) {
      expect(allowed(anonymous, command)).toBe(false);
    }
  });
});

describe('a dancer proven by email and code (the registrant actor)', () => {
  it('is labelled in the event log by their competitor id', () => {
    expect(actorLabel(ann)).toBe('registrant:ann');
  });

  it('may change their own entries and details, nobody else’s', () => {
    expect(allowed(ann, change('ann'))).toBe(true);
    expect(allowed(ann, correct('ann'))).toBe(true);
    expect(authorizeCommand(ann, change('bo'))).toEqual({
      allowed: false,
      reason: 'you can change only your own registration',
    });
    expect(allowed(ann, correct('bo'))).toBe(false);
  });

  it('may answer partnership requests as themselves only', () => {
    const answer = (competitorId: string): Command => ({
      type: 'answerPartnership',
      competitorId,
      requestId: 'request-1',
      answer: 'accept',
    });
    expect(allowed(ann, answer('ann'))).toBe(true);
    expect(allowed(ann, answer('bo'))).toBe(false);
    expect(allowed(anonymous, answer('ann'))).toBe(false);
    expect(allowed(member('registrar'), answer('bo'))).toBe(true);
  });

  it('may pair only with a dancer whose code they also gave, and only themselves', () => {
    expect(allowed(ann, pair('ann', 'bo'))).toBe(false);
    expect(allowed(annWithBo, pair('ann', 'bo'))).toBe(true);
    expect(allowed(annWithBo, pair('bo', 'ann'))).toBe(true);
    expect(allowed(annWithBo, pair('bo', 'cy'))).toBe(false);
  });

  it('may send no other command and take no account action', () => {
    const others = commandTypes.filter(
      (type) =>
        !['changeEntries', 'correctDancer', 'pairSeekers', 'answerPartnership'].includes(type),
    );
    for (const type of others) {
      expect(authorize(ann, type).allowed, type).toBe(false);
    }
    expect(allowed(ann, registerCommand)).toBe(false);
    expect(authorize(ann, 'viewRegistrations').allowed).toBe(false);
    expect(authorize(ann, 'viewStaffScreens').allowed).toBe(false);
  });
});

describe('registration staff', () => {
  it('are the server and members with a registration role', () => {
    expect(isRegistrationStaff({ kind: 'system', label: 'seed' })).toBe(true);
    for (const role of ['owner', 'admin', 'scrutineer', 'registrar'] as const) {
      expect(isRegistrationStaff(member(role)), role).toBe(true);
    }
    for (const actor of [member('mc', 'judge', 'chairman', 'deckCaptain'), anonymous, ann]) {
      expect(isRegistrationStaff(actor)).toBe(false);
    }
  });

  it('may change anyone’s registration', () => {
    expect(allowed(member('registrar'), change('bo'))).toBe(true);
    expect(allowed(member('registrar'), pair('ann', 'bo'))).toBe(true);
  });
});
