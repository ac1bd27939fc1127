import { describe, expect, it } from 'vitest';
import { sendQuestion } from './send-question';

describe('the question Send asks', () => {
  it('names the dancers reached, the mails that go and those nobody can mail', () => {
    expect(
      sendQuestion(
        { recipients: 1, dancers: 2, withoutEmail: ['Fay Gill'], sample: undefined },
        'Timetable',
      ),
    ).toEqual({
      title: 'Send to 2 dancers?',
      message:
        '“Timetable” goes out as 1 mail (some dancers share an address: one mail each). Mail cannot be called back once sent.',
      details: ['1 dancer without an email address will not get it: Fay Gill.'],
      confirmLabel: 'Send message',
    });
  });

  it('asks plainly when every dancer has an address of their own', () => {
    const question = sendQuestion(
      { recipients: 37, dancers: 37, withoutEmail: [], sample: undefined },
      'Hello',
    );
    expect(question.title).toBe('Send to 37 dancers?');
    expect(question.message).toBe(
      '“Hello” goes out as 37 mails. Mail cannot be called back once sent.',
    );
    expect(question.details).toBeUndefined();
  });
});
