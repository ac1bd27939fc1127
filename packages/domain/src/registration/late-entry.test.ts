import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { roundStates, type RoundState } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { asksToConfirmLateEntry } from './late-entry';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_NORMAL,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

const staff = contextAt(IN_NORMAL, true);
const dancer = contextAt(IN_NORMAL);

/** The competition with a couple in Bronze Standard, its rounds made and set to `roundState`. */
function withBronzeStandard(roundState: RoundState): CompetitionState {
  const entered = runAt(
    registrationCompetition(),
    staff,
    {
      type: 'register',
      dancer: registrant('Cy Dee'),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Di Eve') },
      events: ['Bronze Standard'],
    },
    { type: 'generateRounds', eventName: 'Bronze Standard' },
  );
  const event = entered.events['Bronze Standard']!;
  const rounds = Object.fromEntries(
    Object.entries(event.rounds).map(([number, round]) => [number, { ...round, roundState }]),
  );
  return { ...entered, events: { ...entered.events, 'Bronze Standard': { ...event, rounds } } };
}

const registration = (events: string[], lateEntry?: boolean): Command => ({
  type: 'register',
  dancer: registrant('Ann Lee'),
  role: 'lead',
  partner: { kind: 'tba' },
  events,
  ...(lateEntry === undefined ? {} : { lateEntry }),
});

describe('an entry in an event already under way (issue 24)', () => {
  it.each([
    ['running', roundStates.Running],
    ['posted', roundStates.Posted],
  ] as const)('is refused to the public when a round is %s, naming the event', (_name, round) => {
    const state = withBronzeStandard(round);
    const refused = attemptAt(
      state,
      registration(['Silver Latin', 'Bronze Standard'], true),
      dancer,
    );
    expect(refused).toEqual({
      ok: false,
      error:
        'events: "Bronze Standard" has already started, so it takes no more entries; the registration desk at the venue can add a late entry',
    });
  });

  it('is still open before any round starts', () => {
    const state = withBronzeStandard(roundStates.Initialized);
    expect(attemptAt(state, registration(['Bronze Standard']), dancer).ok).toBe(true);
  });

  it('is refused to a dancer adding it with their code, and nothing is charged', () => {
    const before = runAt(
      withBronzeStandard(roundStates.Running),
      dancer,
      registration(['Silver Latin']),
    );
    const ann = idOf(before, 'Ann Lee');
    const refused = attemptAt(
      before,
      {
        type: 'changeEntries',
        competitorId: ann,
        add: { role: 'lead', partner: { kind: 'tba' }, events: ['Bronze Standard'] },
        drop: [],
      },
      { ...dancer, actor: `registrant:${ann}` },
    );
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(
      /^add\.events: "Bronze Standard" has already started/,
    );
    expect(owed(before, 'Ann Lee')).toBeGreaterThan(0);
  });

  it('is asked of staff to confirm, and added once they do', () => {
    const state = withBronzeStandard(roundStates.Running);
    const asked = attemptAt(state, registration(['Bronze Standard']), staff);
    expect(asked.ok).toBe(false);
    expect(!asked.ok && asked.error).toBe(
      'events: "Bronze Standard" is already under way; confirm to add a late entry',
    );
    expect(!asked.ok && asksToConfirmLateEntry(asked.error)).toBe(true);
    const added = attemptAt(state, registration(['Bronze Standard'], true), staff);
    expect(added.ok).toBe(true);
    expect(
      Object.values(added.after!.events['Bronze Standard']!.entries).some(
        (entry) => entry.leadName === 'Ann Lee' || entry.followName === 'Ann Lee',
      ) || added.after!.registration.seeking !== undefined,
    ).toBe(true);
  });

  it('is asked of the desk adding a couple (registerCouple), and added once confirmed', () => {
    const state = withBronzeStandard(roundStates.Running);
    const desk = (lateEntry?: boolean): Command => ({
      type: 'registerCouple',
      couple: {
        lead: { name: 'Ed Fox', affiliation: 'Harbor Dance' },
        follow: { name: 'Flo Gale', affiliation: 'Harbor Dance' },
        events: ['Bronze Standard'],
      },
      ...(lateEntry === undefined ? {} : { lateEntry }),
    });
    const asked = attemptAt(state, desk(), staff);
    expect(!asked.ok && asked.error).toBe(
      'couple.events: "Bronze Standard" is already under way; confirm to add a late entry',
    );
    const added = attemptAt(state, desk(true), staff);
    expect(
      Object.values(added.after?.events['Bronze Standard']?.entries ?? {}).map(
        (entry) => entry.leadName,
      ),
    ).toContain('Ed Fox');
  });
});
