import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { publicView } from '../views/public-view';
import { registrarView } from '../views/staff-view';
import type { RegisterCommand } from './commands';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_NORMAL,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

const TYPED = 'Seaside Swing Club';

const registration = (otherAffiliation: string): RegisterCommand => ({
  type: 'register',
  dancer: registrant('Ann Lee', { affiliation: 'Other', otherAffiliation }),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray') },
  events: ['Bronze Standard'],
});

/** Ann Lee registered from /register with a school typed for "Other", entered with Bo Ray. */
function typed(name = TYPED): CompetitionState {
  return runAt(registrationCompetition(), contextAt(IN_NORMAL), registration(name));
}

const staff = contextAt(IN_NORMAL, true);
const settle = (state: CompetitionState, into?: string): Command => ({
  type: 'settleTypedSchool',
  competitorId: idOf(state, 'Ann Lee'),
  ...(into !== undefined && { into }),
});
const entrySchools = (state: CompetitionState) =>
  Object.values(state.events['Bronze Standard']!.entries).map((entry) => entry.affiliation);

describe('a school typed on the form waits for the registrar (issue 25)', () => {
  it('is Other in public and "typed" on the registrar’s desk only', () => {
    const state = typed();
    const ann = idOf(state, 'Ann Lee');
    expect(publicView(state).competitors[ann]!.affiliation).toBe('Other');
    expect(JSON.stringify(publicView(state))).not.toContain(TYPED);
    expect(registrarView(state).registration.accounts?.[ann]?.typedSchool).toBe(TYPED);
    expect(state.affiliations).not.toContain(TYPED);
  });

  it('is simply the listed school when the typed name is on the list, in any case', () => {
    const state = typed('northbridge college');
    const ann = idOf(state, 'Ann Lee');
    expect(state.competitors[ann]!.affiliation).toBe('Northbridge College');
    expect(state.registration.accounts?.[ann]?.typedSchool).toBeUndefined();
  });

  it('confirmed, joins the list before Independent and Other and becomes the dancer’s school', () => {
    const before = typed();
    const state = runAt(before, staff, settle(before));
    const ann = idOf(state, 'Ann Lee');
    expect(state.affiliations.slice(-3)).toEqual([TYPED, 'Independent', 'Other']);
    expect(state.competitors[ann]!.affiliation).toBe(TYPED);
    expect(entrySchools(state)).toEqual([TYPED]);
    expect(state.registration.accounts?.[ann]?.typedSchool).toBeUndefined();
  });

  it('merged, takes the chosen school from the list, which stays as it was', () => {
    const before = typed('Northbrige Colege');
    const state = runAt(before, staff, settle(before, 'Northbridge College'));
    expect(state.affiliations).toEqual(before.affiliations);
    expect(state.competitors[idOf(state, 'Ann Lee')]!.affiliation).toBe('Northbridge College');
    expect(entrySchools(state)).toEqual(['Northbridge College']);
  });

  it('refuses a merge into a school not on the list, and a dancer with nothing waiting', () => {
    const before = typed();
    expect(attemptAt(before, settle(before, 'Nowhere U'), staff)).toEqual({
      ok: false,
      error: `into: "Nowhere U" is not on this competition's list of schools`,
    });
    const settled = runAt(before, staff, settle(before));
    expect(attemptAt(settled, settle(settled), staff)).toEqual({
      ok: false,
      error: 'competitorId: Ann Lee has no typed school waiting',
    });
  });

  it('is typed again or settled by the dancer’s own correction', () => {
    const before = typed();
    const ann = idOf(before, 'Ann Lee');
    const correct = (fields: Record<string, string>): Command => ({
      type: 'correctDancer',
      competitorId: ann,
      name: 'Ann Lee',
      levels: {},
      affiliation: 'Other',
      ...fields,
    });
    const retyped = runAt(before, contextAt(IN_NORMAL), correct({ otherAffiliation: 'Bayside' }));
    expect(retyped.registration.accounts?.[ann]?.typedSchool).toBe('Bayside');
    expect(retyped.competitors[ann]!.affiliation).toBe('Other');
    const listed = runAt(
      retyped,
      contextAt(IN_NORMAL),
      correct({ affiliation: 'Northbridge College' }),
    );
    expect(listed.registration.accounts?.[ann]?.typedSchool).toBeUndefined();
    expect(listed.competitors[ann]!.affiliation).toBe('Northbridge College');
  });
});
