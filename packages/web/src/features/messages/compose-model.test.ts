import { messageAudience } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { blankCompose, composeRules, sendMessageCommand } from './compose-model';
import { messagesState } from './messages-fixture';

const state = messagesState();
const rules = composeRules('m1', (audience) => messageAudience(state, audience).recipients.length);
const written = { ...blankCompose(), subject: ' Timetable ', body: 'Dear {name},\n\nsee you.' };

describe('the compose form', () => {
  it('sends the chosen audience only, with the message id made for this message', () => {
    expect(
      sendMessageCommand('m1', {
        ...written,
        kind: 'school',
        school: 'Northbridge College',
        eventNames: ['Silver Latin'],
      }),
    ).toEqual({
      type: 'sendMessage',
      messageId: 'm1',
      subject: 'Timetable',
      body: 'Dear {name},\n\nsee you.',
      audience: { kind: 'school', school: 'Northbridge College' },
    });
  });

  it('names the subject, the message and the events in the domain’s words', () => {
    expect(rules({ ...blankCompose(), kind: 'events' })).toEqual({
      subject: 'write a subject',
      body: 'write the message',
      eventNames: 'choose at least one event',
    });
    expect(rules({ ...written, kind: 'school' })).toEqual({ school: 'choose a school' });
    expect(rules({ ...written, kind: 'events', eventNames: ['Silver Latin'] })).toEqual({});
  });

  it('refuses an audience nobody in which has an email address, as the server would', () => {
    expect(rules({ ...written, kind: 'school', school: 'Lakeside State University' })).toEqual({
      kind: 'nobody in this audience has an email address',
    });
    expect(rules({ ...written, kind: 'school', school: 'Northbridge College' })).toEqual({});
  });
});
