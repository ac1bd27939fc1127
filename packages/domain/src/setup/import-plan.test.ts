import { describe, expect, it } from 'vitest';
import { planCoupleImport } from './import-plan';
import { competitionWithCouples, run } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';
const HARBOR = 'Harbor City University';

/** One CSV record with sensible defaults: a new couple entering the Bronze Standard. */
function line(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    leadName: 'Ann Lee',
    leadAffiliation: HARBOR,
    followName: 'Bo Chan',
    followAffiliation: '',
    events: EVENT,
    leadNumber: '',
    level: '',
    ...overrides,
  };
}

/** Two couples in the Bronze Standard (numbers 100 and 101) and an empty Silver Latin. */
function competition() {
  return run(competitionWithCouples(2), {
    type: 'saveEvent',
    event: { name: 'Silver Latin', eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
  });
}

const problemsOf = (rows: Record<string, string>[]) =>
  planCoupleImport(competition(), rows).rows.map((row) => row.problem);

describe('planCoupleImport: lines it takes', () => {
  it('names each line by the file line the reader found, when it knows it', () => {
    const plan = planCoupleImport(
      competition(),
      [line(), line({ leadName: 'Cy Dunn', followName: '' })],
      [4, 7],
    );
    expect(plan.rows.map((row) => row.row)).toEqual([4, 7]);
    expect(plan.rows[1]?.problem).toMatch(/follow/i);
  });

  it('numbers lines from 2 (the header is line 1) and gives each couple the next free number', () => {
    const plan = planCoupleImport(competition(), [
      line(),
      line({ leadName: 'Cy Dunn', followName: 'Di Eng', events: 'bronze standard; Silver Latin' }),
    ]);
    expect(plan.rows.map((row) => [row.row, row.problem])).toEqual([
      [2, undefined],
      [3, undefined],
    ]);
    expect(plan.couples).toEqual([
      {
        lead: { name: 'Ann Lee', affiliation: HARBOR },
        follow: { name: 'Bo Chan', affiliation: HARBOR },
        events: [EVENT],
        leadNumber: 102,
      },
      {
        lead: { name: 'Cy Dunn', affiliation: HARBOR },
        follow: { name: 'Di Eng', affiliation: HARBOR },
        events: [EVENT, 'Silver Latin'],
        leadNumber: 103,
      },
    ]);
    expect(plan.rows[0]!.couple).toBe(plan.couples[0]);
  });

  it('reads column names in any spelling and schools in any letter case', () => {
    const plan = planCoupleImport(competition(), [
      {
        'Lead name': 'Ann Lee',
        lead_affiliation: 'harbor city university',
        FOLLOWNAME: 'Bo Chan',
        'follow affiliation': 'Riverside University',
        Events: EVENT,
      },
    ]);
    expect(plan.couples[0]).toMatchObject({
      lead: { affiliation: HARBOR },
      follow: { affiliation: 'Riverside University' },
    });
  });

  it('spec §5 level detection fills the dancers’ level for the styles of their events', () => {
    const plan = planCoupleImport(competition(), [
      line({ events: `${EVENT};Silver Latin`, level: 'Pre-champ' }),
    ]);
    const levels = { standardLevel: 'Prechamp', latinLevel: 'Prechamp' };
    expect(plan.couples[0]?.lead).toEqual({ name: 'Ann Lee', affiliation: HARBOR, levels });
    expect(plan.couples[0]?.follow).toEqual({ name: 'Bo Chan', affiliation: HARBOR, levels });
  });

  it('keeps a lead’s number: theirs in the competition, or the one written on another line', () => {
    const plan = planCoupleImport(competition(), [
      line({ leadName: 'Lead 1', events: 'Silver Latin' }),
      line({ leadName: 'Zed Ray' }),
      line({ leadName: 'Zed Ray', followName: 'Other Follow', leadNumber: '300' }),
    ]);
    expect(plan.couples.map((couple) => couple.leadNumber)).toEqual([100, 300, 300]);
  });

  it('never hands out a number that a later line asks for', () => {
    const plan = planCoupleImport(competition(), [
      line(),
      line({ leadName: 'Cy Dunn', followName: 'Di Eng', leadNumber: '102' }),
    ]);
    expect(plan.couples.map((couple) => couple.leadNumber)).toEqual([103, 102]);
  });

  it('plans couples the domain then imports as they are', () => {
    const state = competition();
    const plan = planCoupleImport(state, [
      line({ leadNumber: '250' }),
      line({ leadName: 'Cy Dunn', followName: 'Di Eng', events: 'Silver Latin' }),
    ]);
    const after = run(state, { type: 'importCouples', couples: plan.couples });
    const numbers = Object.values(after.events[EVENT]!.entries).map((entry) => entry.leadNumber);
    expect(numbers).toContain(250);
    expect(Object.values(after.events['Silver Latin']!.entries)[0]?.leadNumber).toBe(102);
  });
});

describe('planCoupleImport: each line it cannot take names the column and why', () => {
  it('missing names and schools', () => {
    expect(problemsOf([line({ leadName: '', followName: ' ', leadAffiliation: '' })])).toEqual([
      'leadName: missing; leadAffiliation: missing; followName: missing',
    ]);
  });

  it('a school that is not one of the competition’s', () => {
    expect(problemsOf([line({ followAffiliation: 'Nowhere U' })])).toEqual([
      'followAffiliation: "Nowhere U" is not a school or club of this competition',
    ]);
  });

  it('an unknown event, a schedule item, or no events at all', () => {
    const state = run(competition(), {
      type: 'saveEvent',
      event: { name: 'Awards', eventDances: ['Awards'] },
    });
    const plan = planCoupleImport(state, [
      line({ events: `${EVENT};Gold Mambo` }),
      line({ events: 'Awards' }),
      line({ events: ' ; ' }),
    ]);
    expect(plan.rows.map((row) => row.problem)).toEqual([
      'events: no event named "Gold Mambo"',
      'events: "Awards" is a schedule item, not an event couples enter',
      'events: missing; list event names separated by ;',
    ]);
    expect(plan.couples).toEqual([]);
  });

  it('spec §5: a couple already entered in the event, whatever the letter case', () => {
    expect(problemsOf([line({ leadName: 'lead 1', followName: 'FOLLOW 1' })])).toEqual([
      'events: lead 1 and FOLLOW 1 are already entered in "Bronze Standard"',
    ]);
  });

  it('spec §5: the same couple in the same event on an earlier line', () => {
    expect(problemsOf([line(), line({ events: `Silver Latin;${EVENT}` })])).toEqual([
      undefined,
      'events: Ann Lee and Bo Chan are already entered in "Bronze Standard" on line 2',
    ]);
  });

  it('counts only lines that were taken as earlier duplicates', () => {
    expect(problemsOf([line({ events: 'Nope' }), line()])).toEqual([
      'events: no event named "Nope"',
      undefined,
    ]);
  });

  it('the lead and the follow as one person', () => {
    expect(problemsOf([line({ followName: 'ann lee' })])).toEqual([
      'followName: the lead and the follow must be two different people',
    ]);
  });

  it('a number that is not a whole number from 1 to 99999, or the placeholder’s', () => {
    expect(
      problemsOf([
        line({ leadNumber: '12a' }),
        line({ leadNumber: '0' }),
        line({ leadNumber: '9999' }),
      ]),
    ).toEqual([
      'leadNumber: "12a" is not a whole number from 1 to 99999',
      'leadNumber: "0" is not a whole number from 1 to 99999',
      'leadNumber: 9999 is kept for placeholder couples',
    ]);
  });

  it('a number worn by another lead, in the competition or on an earlier line', () => {
    expect(
      problemsOf([
        line({ leadNumber: '100' }),
        line({ leadNumber: '200' }),
        line({ leadName: 'Cy Dunn', followName: 'Di Eng', leadNumber: '200' }),
      ]),
    ).toEqual([
      'leadNumber: 100 is already worn by Lead 1',
      undefined,
      'leadNumber: 200 is already worn by Ann Lee (line 3)',
    ]);
  });

  it('a lead who already wears another number', () => {
    expect(
      problemsOf([
        line({ leadName: 'Lead 1', events: 'Silver Latin', leadNumber: '500' }),
        line({ leadNumber: '200' }),
        line({ followName: 'Eve Fox', leadNumber: '201' }),
      ]),
    ).toEqual([
      'leadNumber: Lead 1 already wears number 100',
      undefined,
      'leadNumber: Ann Lee already wears number 200 (line 3)',
    ]);
  });

  it('lists every problem of a line at once', () => {
    expect(problemsOf([line({ leadName: '', events: 'Nope', leadNumber: 'x' })])).toEqual([
      'leadName: missing; events: no event named "Nope"; leadNumber: "x" is not a whole number from 1 to 99999',
    ]);
  });
});
