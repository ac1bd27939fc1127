import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { decide } from '../composition/decide';
import { applyAll } from '../composition/apply';
import type { CompetitionState } from '../competition/state';
import { registrationConfirmation } from './registration-confirmation';
import {
  contextAt,
  idOf,
  IN_EARLY,
  IN_NORMAL,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

/** The confirmation of `command`, decided at `now` on `state`, read as the server reads it. */
function confirmed(state: CompetitionState, command: Command, now: string) {
  const decision = decide(state, command, contextAt(now));
  if (!decision.ok) {
    throw new Error(decision.error);
  }
  return registrationConfirmation(decision.events, applyAll(state, decision.events)!);
}

const coupleIn = (events: string[]): Command => ({
  type: 'register',
  dancer: registrant('Ann Lee'),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray', { student: true }) },
  events,
});

describe('the confirmation of a registration (issue 25 item 10)', () => {
  it('lists each new dancer’s events with their partner and the fee line by line at the phase charged', () => {
    const confirmation = confirmed(
      registrationCompetition(),
      coupleIn(['Bronze Standard', 'Open Standard']),
      IN_EARLY,
    );
    expect(confirmation.dancers.map((dancer) => dancer.name)).toEqual(['Ann Lee', 'Bo Ray']);
    const [ann, bo] = confirmation.dancers;
    expect(ann!.places).toEqual([
      { eventName: 'Bronze Standard', standing: 'entered', partnerName: 'Bo Ray' },
      { eventName: 'Open Standard', standing: 'entered', partnerName: 'Bo Ray' },
    ]);
    expect(bo!.places.map((place) => place.partnerName)).toEqual(['Ann Lee', 'Ann Lee']);
    // The fixture's early prices: 20.00 a dancer and 10.00 an entry; a student 10.00 and 5.00.
    expect(
      ann!.lines.map(({ kind, eventName, phase, amount }) => [kind, eventName, phase, amount]),
    ).toEqual([
      ['dancer', undefined, 'Early', 2000],
      ['entry', 'Bronze Standard', 'Early', 1000],
      ['entry', 'Open Standard', 'Early', 1000],
    ]);
    expect(ann!.owed).toBe(4000);
    expect(bo!.owed).toBe(1000 + 500 + 500);
    expect(confirmation.owed).toBe(6000);
    expect(confirmation.currency).toBe('USD');
    expect(ann!.registeredAt).toBe(IN_EARLY);
  });

  it('says a TBA dancer is looking for a partner, and a registered partner is asked, not entered', () => {
    const tba = confirmed(
      registrationCompetition(),
      {
        type: 'register',
        dancer: registrant('Cy Dunn'),
        role: 'follow',
        partner: { kind: 'tba' },
        events: ['Silver Latin'],
      },
      IN_NORMAL,
    );
    expect(tba.dancers[0]!.places).toEqual([{ eventName: 'Silver Latin', standing: 'looking' }]);
    expect(tba.owed).toBe(2500 + 1200);

    const couple = runAt(
      registrationCompetition(),
      contextAt(IN_EARLY),
      coupleIn(['Bronze Standard']),
    );
    const asking = confirmed(
      couple,
      {
        type: 'register',
        dancer: registrant('Di Fox'),
        role: 'follow',
        partner: { kind: 'registered', id: idOf(couple, 'Ann Lee') },
        events: ['Gold Standard'],
      },
      IN_NORMAL,
    );
    expect(asking.dancers).toHaveLength(1);
    expect(asking.dancers[0]!.places).toEqual([
      { eventName: 'Gold Standard', standing: 'asked', partnerName: 'Ann Lee' },
    ]);
    // Only Di's own fee: the entry is charged once Ann accepts.
    expect(asking.dancers[0]!.lines.map((line) => line.kind)).toEqual(['dancer']);
  });

  it('carries the payment instructions and the competition’s zone', () => {
    const state = runAt(
      registrationCompetition(),
      contextAt(IN_EARLY, true),
      { type: 'setPaymentInstructions', text: 'Pay at the desk.' },
      { type: 'updateMetadata', patch: { timeZone: 'America/New_York' } },
    );
    const confirmation = confirmed(state, coupleIn(['Bronze Standard']), IN_EARLY);
    expect(confirmation.paymentInstructions).toBe('Pay at the desk.');
    expect(confirmation.timeZone).toBe('America/New_York');
    expect(confirmed(registrationCompetition(), coupleIn([]), IN_EARLY)).not.toHaveProperty(
      'paymentInstructions',
    );
  });
});
