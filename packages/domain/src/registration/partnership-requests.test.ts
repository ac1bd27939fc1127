import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { ownRegistration } from '../views/own-registration';
import {
  AFTER_CLOSE,
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_NORMAL,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

/** Ann and Bo registered as a couple in Bronze Standard (early: 2000 + 1000 each). */
const couple = runAt(registrationCompetition(), contextAt(IN_EARLY), {
  type: 'register',
  dancer: registrant('Ann Lee'),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray') },
  events: ['Bronze Standard'],
});
const ann = idOf(couple, 'Ann Lee');
const bo = idOf(couple, 'Bo Ray');

/** A stranger registers naming Ann, already registered, as the lead of Gold Standard and Open Standard. */
const cyAsksAnn: Command = {
  type: 'register',
  dancer: registrant('Cy Dunn'),
  role: 'follow',
  partner: { kind: 'registered', id: ann },
  events: ['Gold Standard', 'Open Standard'],
};

const entriesIn = (state: CompetitionState, eventName: string) =>
  Object.values(state.events[eventName]!.entries);
const requests = (state: CompetitionState) => Object.values(state.registration.requests ?? {});

function asked(): CompetitionState {
  return runAt(couple, contextAt(IN_NORMAL), cyAsksAnn);
}
const cyIn = (state: CompetitionState) => idOf(state, 'Cy Dunn');
const answer = (
  state: CompetitionState,
  competitorId: string,
  reply: 'accept' | 'decline' | 'withdraw',
): Command => ({
  type: 'answerPartnership',
  competitorId,
  requestId: requests(state)[0]!.id,
  answer: reply,
});

describe('naming a registered dancer as partner asks them first (issue 24 item 4)', () => {
  it('enters nobody and charges the partner nothing: the registration holds a pending request', () => {
    const after = asked();
    expect(entriesIn(after, 'Gold Standard')).toEqual([]);
    expect(entriesIn(after, 'Open Standard')).toEqual([]);
    // Ann still owes what she owed; Cy only their own fee (Normal).
    expect(owed(after, 'Ann Lee')).toBe(2000 + 1000);
    expect(owed(after, 'Cy Dunn')).toBe(2500);
    expect(requests(after)).toMatchObject([
      {
        requesterId: cyIn(after),
        partnerId: ann,
        role: 'follow',
        eventNames: ['Gold Standard', 'Open Standard'],
        at: IN_NORMAL,
      },
    ]);
  });

  it('shows the request to both dancers on their own page, and to nobody else', () => {
    const after = asked();
    expect(ownRegistration(after, ann)?.requests).toMatchObject([
      { direction: 'asked', otherId: cyIn(after), otherName: 'Cy Dunn', role: 'lead' },
    ]);
    expect(ownRegistration(after, cyIn(after))?.requests).toMatchObject([
      { direction: 'sent', otherId: ann, otherName: 'Ann Lee', role: 'follow' },
    ]);
    expect(ownRegistration(after, bo)?.requests).toEqual([]);
  });

  it('refuses at once what could never be accepted: an event the partner is already in', () => {
    const decision = attemptAt(
      couple,
      { ...cyAsksAnn, events: ['Bronze Standard'] },
      contextAt(IN_NORMAL),
    );
    expect(decision.ok || decision.error).toBe(
      'events: Ann Lee is already entered in "Bronze Standard"',
    );
  });

  it('enters and charges them when the partner accepts, exactly as a direct pairing', () => {
    const before = asked();
    const after = attemptAt(before, answer(before, ann, 'accept'), contextAt(IN_NORMAL)).after!;
    expect(entriesIn(after, 'Gold Standard')).toMatchObject([
      { leadName: 'Ann Lee', followName: 'Cy Dunn', leadNumber: 100 },
    ]);
    expect(entriesIn(after, 'Open Standard')).toHaveLength(1);
    // Two entries at the Normal price for each.
    expect(owed(after, 'Ann Lee')).toBe(3000 + 2 * 1200);
    expect(owed(after, 'Cy Dunn')).toBe(2500 + 2 * 1200);
    expect(requests(after)).toEqual([]);
  });

  it('checks again on acceptance: refused when the partner entered the event meanwhile', () => {
    // Entered with another partner (a TBA place of hers would be replaced: issue 25 item 10).
    const before = runAt(asked(), contextAt(IN_NORMAL), {
      type: 'changeEntries',
      competitorId: ann,
      drop: [],
      add: {
        role: 'lead',
        partner: { kind: 'new', dancer: registrant('Eve Stone') },
        events: ['Gold Standard'],
      },
    });
    const decision = attemptAt(before, answer(before, ann, 'accept'), contextAt(IN_NORMAL));
    expect(decision.ok || decision.error).toBe(
      'answer: cannot accept: Ann Lee is already entered in "Gold Standard"',
    );
  });

  it('refuses acceptance after registration closed; declining still works then', () => {
    const before = asked();
    const late = attemptAt(before, answer(before, ann, 'accept'), contextAt(AFTER_CLOSE));
    expect(late.ok || late.error).toBe('Registration closed on 1 Feb 2027, 18:59 New York time.');
    const declined = attemptAt(before, answer(before, ann, 'decline'), contextAt(AFTER_CLOSE));
    expect(declined.ok).toBe(true);
  });

  it('leaves nothing when the partner declines or the requester withdraws', () => {
    const before = asked();
    for (const [who, reply] of [
      [ann, 'decline'],
      [cyIn(before), 'withdraw'],
    ] as const) {
      const decision = attemptAt(before, answer(before, who, reply), contextAt(IN_NORMAL));
      expect(decision.ok && decision.events).toEqual([
        {
          type: 'PartnershipRequestEnded',
          id: requests(before)[0]!.id,
          outcome: reply === 'decline' ? 'declined' : 'withdrawn',
        },
      ]);
      const after = decision.after!;
      expect(requests(after)).toEqual([]);
      expect(entriesIn(after, 'Gold Standard')).toEqual([]);
      expect(owed(after, 'Ann Lee')).toBe(3000);
    }
  });

  it('lets only the dancer asked accept or decline, and only the requester withdraw', () => {
    const before = asked();
    const refusal = (command: Command) => {
      const decision = attemptAt(before, command, contextAt(IN_NORMAL));
      return decision.ok || decision.error;
    };
    expect(refusal(answer(before, cyIn(before), 'accept'))).toBe(
      'answer: only the dancer asked can accept or decline; withdraw it instead',
    );
    expect(refusal(answer(before, ann, 'withdraw'))).toBe(
      'answer: only the dancer who asked can withdraw a request; decline it instead',
    );
    const gone: Command = {
      type: 'answerPartnership',
      competitorId: ann,
      requestId: 'gone',
      answer: 'accept',
    };
    expect(refusal(gone)).toBe(
      'requestId: that partnership request is no longer pending: it was answered or withdrawn',
    );
  });

  it('asks from /updateEntries too: a dancer adding events with a registered partner', () => {
    const after = runAt(couple, contextAt(IN_NORMAL), {
      type: 'changeEntries',
      competitorId: bo,
      drop: [],
      add: { role: 'follow', partner: { kind: 'registered', id: ann }, events: ['Gold Standard'] },
    });
    expect(entriesIn(after, 'Gold Standard')).toEqual([]);
    expect(requests(after)).toMatchObject([{ requesterId: bo, partnerId: ann }]);
    expect(owed(after, 'Ann Lee')).toBe(3000);
  });

  it('keeps a TBA place while its dancer asks a registered partner, until the answer', () => {
    // Bo waits on the TBA list of Gold Standard, then asks Ann from that place (drop and add, as /updateEntries sends).
    const waiting = runAt(couple, contextAt(IN_NORMAL), {
      type: 'changeEntries',
      competitorId: bo,
      drop: [],
      add: { role: 'follow', partner: { kind: 'tba' }, events: ['Gold Standard'] },
    });
    const before = runAt(waiting, contextAt(IN_NORMAL), {
      type: 'changeEntries',
      competitorId: bo,
      drop: ['Gold Standard'],
      add: { role: 'follow', partner: { kind: 'registered', id: ann }, events: ['Gold Standard'] },
    });
    const tbaOf = (state: CompetitionState) =>
      Object.values(state.registration.seeking).filter((place) => place.competitorId === bo);
    expect(tbaOf(before)).toMatchObject([{ eventName: 'Gold Standard', role: 'follow' }]);
    expect(owed(before, 'Bo Ray')).toBe(owed(waiting, 'Bo Ray'));

    const declined = runAt(before, contextAt(IN_NORMAL), answer(before, ann, 'decline'));
    expect(tbaOf(declined)).toEqual(tbaOf(before));
    expect(entriesIn(declined, 'Gold Standard')).toHaveLength(1);

    const accepted = runAt(before, contextAt(IN_NORMAL), answer(before, ann, 'accept'));
    expect(tbaOf(accepted)).toEqual([]);
    expect(entriesIn(accepted, 'Gold Standard')).toMatchObject([
      { leadName: 'Ann Lee', followName: 'Bo Ray' },
    ]);
    // As a direct pairing from the TBA place: the TBA charge credited, the entry charged.
    const direct = runAt(waiting, contextAt(IN_NORMAL, true), {
      type: 'changeEntries',
      competitorId: bo,
      drop: ['Gold Standard'],
      add: { role: 'follow', partner: { kind: 'registered', id: ann }, events: ['Gold Standard'] },
    });
    expect(owed(accepted, 'Bo Ray')).toBe(owed(direct, 'Bo Ray'));
    expect(owed(accepted, 'Ann Lee')).toBe(owed(direct, 'Ann Lee'));
  });

  it('lets registration staff pair with a registered dancer directly', () => {
    const after = runAt(couple, contextAt(IN_NORMAL, true), cyAsksAnn);
    expect(requests(after)).toEqual([]);
    expect(entriesIn(after, 'Gold Standard')).toMatchObject([
      { leadName: 'Ann Lee', followName: 'Cy Dunn' },
    ]);
    expect(owed(after, 'Ann Lee')).toBe(3000 + 2 * 1200);
  });

  it('ends a withdrawn dancer’s pending requests', () => {
    const after = runAt(asked(), contextAt(IN_NORMAL, true), {
      type: 'withdrawDancer',
      competitorId: ann,
    });
    expect(requests(after)).toEqual([]);
  });
});
