import { describe, expect, it } from 'vitest';
import { run } from '../../test-support/run-commands';
import { eventChoices, schoolChoices } from './compose-choices';
import { messagesState } from './messages-fixture';

describe('what the compose form offers', () => {
  it('offers the events someone entered, not a break or an empty event', () => {
    const state = run(
      messagesState(),
      { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
      {
        type: 'saveEvent',
        event: {
          name: 'Gold Tango',
          eventLevel: 'Gold',
          style: 'Standard',
          eventDances: ['Tango'],
        },
      },
    );
    expect(eventChoices(state)).toEqual(['Bronze Smooth', 'Silver Latin']);
  });

  it('offers setup’s schools and those dancers gave, once each, in order', () => {
    const state = {
      ...messagesState(),
      affiliations: ['Northbridge College', 'Riverside University'],
    };
    expect(schoolChoices(state)).toEqual([
      'Harbor City University',
      'Lakeside State University',
      'Northbridge College',
      'Riverside University',
    ]);
  });
});
