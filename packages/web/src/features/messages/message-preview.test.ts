import { describe, expect, it } from 'vitest';
import { blankCompose, type ComposeValues } from './compose-model';
import { messagePreview } from './message-preview';
import { messagesState } from './messages-fixture';

const state = messagesState();
const written: ComposeValues = {
  ...blankCompose(),
  subject: ' {competition}: your entries ',
  body: 'Dear {name}, you owe {owed}.',
};

describe('the preview of a message', () => {
  it('counts one mail per address and names the dancers nobody can mail', () => {
    expect(
      messagePreview(state, { ...written, kind: 'events', eventNames: ['Silver Latin'] }),
    ).toEqual({
      recipients: 1,
      dancers: 2,
      withoutEmail: ['Fay Gill', 'Gil Hart'],
      sample: {
        to: 'dunn.family@example.org',
        subject: `${state.metadata.fullName}: your entries`,
        text: 'Dear Cy Dunn and Di Eng, you owe 0.00.',
      },
    });
  });

  it('renders the first recipient’s mail with what they owe', () => {
    const preview = messagePreview(state, { ...written, kind: 'owing' });
    expect(preview?.recipients).toBe(1);
    expect(preview?.sample?.text).toBe('Dear Ann Lee, you owe 25.00.');
  });

  it('shows no mail for an audience nobody in which can be mailed, and nothing while incomplete', () => {
    const lakeside = messagePreview(state, {
      ...written,
      kind: 'school',
      school: 'Lakeside State University',
    });
    expect(lakeside).toEqual({
      recipients: 0,
      dancers: 0,
      withoutEmail: ['Fay Gill', 'Gil Hart'],
      sample: undefined,
    });
    expect(messagePreview(state, { ...written, kind: 'events' })).toBeUndefined();
  });
});
