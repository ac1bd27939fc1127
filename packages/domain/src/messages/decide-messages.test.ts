import { describe, expect, it } from 'vitest';
import { authorizeCommand } from '../access/authorize';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { attemptAt, contextAt, IN_LATE, runAt } from '../../testing/registration-competition';
import { publicView } from '../views/public-view';
import { registrarView, staffView } from '../views/staff-view';
import { renderMessage } from './render-message';
import { messagesCompetition } from '../../testing/messages-competition';

const staff = contextAt(IN_LATE, true);
const toOwing: Command = {
  type: 'sendMessage',
  messageId: 'reminder-1',
  subject: 'Your balance for {competition}',
  body: 'Dear {name}, you still owe {owed}.',
  audience: { kind: 'owing' },
};
const progress = (kind: 'started' | 'finished', index = 0): Command =>
  kind === 'started'
    ? { type: 'recordMessageProgress', messageId: 'reminder-1', progress: { kind, index } }
    : { type: 'recordMessageProgress', messageId: 'reminder-1', progress: { kind } };

function sent(): CompetitionState {
  return runAt(messagesCompetition(), staff, toOwing);
}

describe('sendMessage', () => {
  it('fixes the recipients and records who sent it, nothing mailed yet', () => {
    const message = sent().messages?.['reminder-1'];
    expect(message?.recipients.map((recipient) => recipient.email)).toEqual([
      'ann.lee@example.org',
      'bo.ray@example.org',
      'cy.dunn@example.org',
      'gus.hall@example.org',
    ]);
    expect(message).toMatchObject({ by: 'user:registrar', at: IN_LATE, started: 0, failures: [] });
  });

  it('is refused a second time under the same message id (a double click mails nobody twice)', () => {
    expect(attemptAt(sent(), toOwing, staff)).toEqual({
      ok: false,
      error: 'messageId: a message with id "reminder-1" was already sent',
    });
  });

  it('is refused for an audience nobody with an email is in, or an unknown event', () => {
    const state = messagesCompetition();
    const to = (audience: object) => ({ ...toOwing, audience }) as Command;
    expect(attemptAt(state, to({ kind: 'events', eventNames: ['Awards'] }), staff)).toMatchObject({
      error: 'audience: nobody with an email address is in this audience',
    });
    expect(attemptAt(state, to({ kind: 'events', eventNames: ['Tango'] }), staff)).toMatchObject({
      error: 'audience.eventNames: no event named "Tango"',
    });
  });

  it('may be sent by the owner, an admin and the registrar only', () => {
    const member = (role: 'owner' | 'admin' | 'registrar' | 'scrutineer' | 'mc') =>
      authorizeCommand({ kind: 'member', userId: 'u', roles: [role] }, toOwing).allowed;
    expect([member('owner'), member('admin'), member('registrar')]).toEqual([true, true, true]);
    expect([member('scrutineer'), member('mc')]).toEqual([false, false]);
    expect(authorizeCommand({ kind: 'anonymous' }, toOwing).allowed).toBe(false);
    expect(
      authorizeCommand({ kind: 'member', userId: 'u', roles: ['registrar'] }, progress('finished'))
        .allowed,
    ).toBe(false);
    expect(authorizeCommand({ kind: 'system', label: 'mail' }, progress('finished')).allowed).toBe(
      true,
    );
  });

  it('reaches only the registrar view: the public and other staff see no message nor email', () => {
    const state = sent();
    expect(registrarView(state).messages?.['reminder-1']?.recipients).toHaveLength(4);
    expect('messages' in publicView(state)).toBe(false);
    expect('messages' in staffView(state)).toBe(false);
    expect(JSON.stringify(publicView(state))).not.toContain('@example.org');
    expect(JSON.stringify(staffView(state))).not.toContain('@example.org');
  });
});

describe('recordMessageProgress', () => {
  it('starts each mail once, in order, and finishes only when every mail started', () => {
    let state = sent();
    expect(attemptAt(state, progress('started', 1), staff)).toMatchObject({
      error: 'progress.index: the next mail to send is number 0',
    });
    state = runAt(state, staff, progress('started', 0));
    expect(attemptAt(state, progress('started', 0), staff)).toMatchObject({ ok: false });
    expect(attemptAt(state, progress('finished'), staff)).toMatchObject({
      error: 'progress: 3 mails have not started',
    });
    state = runAt(
      state,
      staff,
      progress('started', 1),
      progress('started', 2),
      progress('started', 3),
    );
    state = runAt(state, staff, {
      type: 'recordMessageProgress',
      messageId: 'reminder-1',
      progress: { kind: 'failed', index: 3, reason: 'mailbox full' },
    });
    state = runAt(state, staff, progress('finished'));
    expect(state.messages?.['reminder-1']).toMatchObject({
      started: 4,
      failures: [{ email: 'gus.hall@example.org', reason: 'mailbox full' }],
      finishedAt: IN_LATE,
    });
    expect(attemptAt(state, progress('started', 4), staff)).toMatchObject({ ok: false });
  });
});

describe('renderMessage', () => {
  it('fills in the names of the address, the competition and what they owe together', () => {
    const state = registrarView(
      runAt(messagesCompetition(), staff, {
        ...toOwing,
        audience: { kind: 'everyone' },
      }),
    );
    const shared = state.messages!['reminder-1']!.recipients[0]!;
    expect(
      renderMessage(
        state,
        { subject: 'For {name}', body: 'Dear {name}, you owe {owed} for {competition}.' },
        shared,
      ),
    ).toEqual({
      to: 'ann.lee@example.org',
      subject: 'For Ann Lee and Eve Fox',
      text: `Dear Ann Lee and Eve Fox, you owe 15.00 USD for ${state.metadata.fullName}.`,
    });
  });
});
