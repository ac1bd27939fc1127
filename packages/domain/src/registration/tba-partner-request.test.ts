import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_NORMAL,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

/** Nadia follows, alone on the TBA list of Silver Latin. */
const waiting = runAt(registrationCompetition(), contextAt(IN_EARLY), {
  type: 'register',
  dancer: registrant('Nadia Wait'),
  role: 'follow',
  partner: { kind: 'tba' },
  events: ['Silver Latin'],
});
const nadia = idOf(waiting, 'Nadia Wait');
const seekingIn = (state: CompetitionState, competitorId: string) =>
  Object.values(state.registration.seeking)
    .filter((record) => record.competitorId === competitorId)
    .map((record) => record.eventName);

describe('registering as the partner of a dancer on the TBA list (issue 25 item 10)', () => {
  it('asks her for the event where she waits; she stays on the list until she accepts, then both are entered', () => {
    const asked = attemptAt(
      waiting,
      {
        type: 'register',
        dancer: registrant('Omar Lead'),
        role: 'lead',
        partner: { kind: 'registered', id: nadia },
        events: ['Silver Latin'],
      },
      contextAt(IN_NORMAL),
    );
    expect(asked.ok, asked.ok ? '' : asked.error).toBe(true);
    expect(seekingIn(asked.after!, nadia)).toEqual(['Silver Latin']);
    const request = Object.values(asked.after!.registration.requests ?? {})[0]!;
    expect(request.eventNames).toEqual(['Silver Latin']);

    const accepted = runAt(asked.after!, contextAt(IN_NORMAL), {
      type: 'answerPartnership',
      competitorId: nadia,
      requestId: request.id,
      answer: 'accept',
    });
    expect(seekingIn(accepted, nadia)).toEqual([]);
    const entries = Object.values(accepted.events['Silver Latin']!.entries);
    expect(entries.map((entry) => [entry.leadName, entry.followName])).toEqual([
      ['Omar Lead', 'Nadia Wait'],
    ]);
  });

  it('is refused where she waits for the same part as the one asking', () => {
    const refused = attemptAt(
      waiting,
      {
        type: 'register',
        dancer: registrant('Fay Follow'),
        role: 'follow',
        partner: { kind: 'registered', id: nadia },
        events: ['Silver Latin'],
      },
      contextAt(IN_NORMAL),
    );
    expect(refused.ok).toBe(false);
  });
});
