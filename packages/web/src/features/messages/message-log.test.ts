import type { Command, CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { runAs } from '../../test-support/run-commands';
import { messageLog, sentAtWords } from './message-log';
import { messagesState } from './messages-fixture';

const send = (messageId: string, audience: object): Command =>
  ({
    type: 'sendMessage',
    messageId,
    subject: `Subject ${messageId}`,
    body: 'Hello {name}',
    audience,
  }) as Command;
const progress = (messageId: string, kind: string, index?: number, reason?: string): Command =>
  ({
    type: 'recordMessageProgress',
    messageId,
    progress: { kind, ...(index !== undefined && { index }), ...(reason && { reason }) },
  }) as Command;

/** Everybody with an address: ann@, bo@ and the Dunn family's, in the order of the names. */
function everyoneSent(...steps: Command[]): CompetitionState {
  return runAs('user:rita', messagesState(), send('m1', { kind: 'everyone' }), ...steps);
}

describe('the log of messages sent', () => {
  it('says who sent what to whom, and counts a mail sent once the next one starts', () => {
    const [row] = messageLog(everyoneSent(progress('m1', 'started', 0)).messages);
    expect(row).toMatchObject({
      subject: 'Subject m1',
      audience: 'Everybody registered',
      by: 'user:rita',
      sent: 0,
      total: 3,
      finished: false,
      progress: '0 of 3 sent, sending…',
    });
    const [later] = messageLog(
      everyoneSent(progress('m1', 'started', 0), progress('m1', 'started', 1)).messages,
    );
    expect(later?.progress).toBe('1 of 3 sent, sending…');
  });

  it('counts a failed mail as not sent, and every other mail once finished', () => {
    const state = everyoneSent(
      progress('m1', 'started', 0),
      progress('m1', 'started', 1),
      progress('m1', 'failed', 1, 'mailbox full'),
    );
    expect(messageLog(state.messages)[0]?.progress).toBe('1 of 3 sent, 1 not sent, sending…');
    const [done] = messageLog(
      runAs('system', state, progress('m1', 'started', 2), progress('m1', 'finished')).messages,
    );
    expect(done).toMatchObject({
      sent: 2,
      finished: true,
      progress: '2 of 3 sent, 1 not sent',
      failures: [{ email: 'bo@example.org', reason: 'mailbox full' }],
    });
  });

  it('names each audience and lists the newest message first', () => {
    const state = runAs(
      'user:rita',
      everyoneSent(),
      send('m2', { kind: 'events', eventNames: ['Bronze Smooth', 'Silver Latin'] }),
    );
    const later = { ...state.messages!.m2!, at: '2027-02-10T09:00:00.000Z' };
    const rows = messageLog({ ...state.messages, m2: later });
    expect(rows.map((row) => row.audience)).toEqual([
      'Entrants of Bronze Smooth, Silver Latin',
      'Everybody registered',
    ]);
  });

  it('says when a message was sent in words, day and minute', () => {
    expect(sentAtWords('2027-02-09T21:04:37.120Z', 'America/New_York')).toBe(
      '9 Feb 2027, 16:04 New York time',
    );
  });
});
