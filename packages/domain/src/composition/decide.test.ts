import { describe, expect, it } from 'vitest';
import { applyAll } from './apply';
import type { CompetitionState } from '../competition/state';
import { demoCompetition } from '../demo/demo-competition';
import { roundPanel } from '../scoring/panel';
import { commandEnvelopeSchema, commandSchema, type Command } from './command';
import { decide } from './decide';

let keys = 0;
const context = { newKey: () => `key-${++keys}`, now: () => '2027-01-10T12:00:00.000Z' };

function fold(commands: Command[], state?: CompetitionState): CompetitionState | undefined {
  let current = state;
  for (const command of commands) {
    const decision = decide(current, command, context);
    if (!decision.ok) {
      throw new Error(decision.error);
    }
    current = applyAll(current, decision.events);
  }
  return current;
}

const demo = () => fold(demoCompetition('2027-01-10'));

describe('decide and apply', () => {
  it('seeds the demo with a chairman of judges who is on no round’s panel unless chosen', () => {
    const state = demo()!;
    expect(state.metadata.officials.chairman?.role).toBe('Chairman of Judges');
    const rounds = Object.values(state.events).flatMap((event) => Object.values(event.rounds));
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      const panel = roundPanel(state, round).map((judge) => judge.key);
      expect(panel).toEqual(['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e']);
    }
  });

  it('builds the demo competition from commands', () => {
    const state = demo();
    expect(state?.slug).toBe('harbor-city-dancesport-2027');
    expect(state?.metadata.startDate).toBe('2027-02-09');
    expect(state?.metadata.endDate).toBe('2027-02-10');
    expect(Object.keys(state?.metadata.officials ?? {})).toEqual([
      'judge-a',
      'judge-b',
      'judge-c',
      'judge-d',
      'judge-e',
      'chairman',
      'scrutineer',
      'deck-captain',
    ]);
    expect(Object.keys(state?.events ?? {})).toHaveLength(14);
    // 72 imported couples, and ten dancers who registered themselves (issue 13 item 9).
    expect(Object.keys(state?.competitors ?? {})).toHaveLength(144 + 10);
    expect(Object.keys(state?.registration.accounts ?? {})).toHaveLength(10);
  });

  it('renames the competition and keeps every other field', () => {
    const before = demo();
    const after = fold(
      [{ type: 'updateMetadata', patch: { fullName: 'Harbor City Open' } }],
      before,
    );
    expect(after?.metadata).toEqual({ ...before?.metadata, fullName: 'Harbor City Open' });
  });

  it('removes a registration deadline set to null and keeps the others', () => {
    const before = demo();
    expect(before?.metadata.dateRegistrationEarly).toBeDefined();
    const after = fold(
      [{ type: 'updateMetadata', patch: { dateRegistrationEarly: null } }],
      before,
    );
    expect(after?.metadata).not.toHaveProperty('dateRegistrationEarly');
    expect(after?.metadata.dateRegistrationClosed).toBe(before?.metadata.dateRegistrationClosed);
  });

  it('refuses null for a field that cannot be removed, naming it', () => {
    const command = commandSchema.safeParse({ type: 'updateMetadata', patch: { fullName: null } });
    expect(command.success).toBe(false);
    expect(JSON.stringify(command.error?.issues)).toContain('fullName');
  });

  it('refuses an end date before the start date and names both', () => {
    const decision = decide(
      demo(),
      { type: 'updateMetadata', patch: { endDate: '2027-02-01' } },
      context,
    );
    expect(decision).toEqual({
      ok: false,
      error: 'endDate 2027-02-01 is before startDate 2027-02-09',
    });
  });

  it('refuses creating a competition twice', () => {
    const [create] = demoCompetition('2027-01-10');
    expect(create && decide(demo(), create, context)).toEqual({
      ok: false,
      error: 'competition "harbor-city-dancesport-2027" already exists',
    });
  });

  it('refuses any change to a competition that does not exist', () => {
    expect(decide(undefined, { type: 'removeOfficial', key: 'x' }, context)).toEqual({
      ok: false,
      error: 'this competition does not exist yet',
    });
  });

  it('generates a key for a new official (spec §7 generated keys) and keeps a given one', () => {
    const state = fold(
      [
        { type: 'saveOfficial', official: { name: 'New Judge', role: 'Judge', bio: '' } },
        {
          type: 'saveOfficial',
          official: { key: 'judge-b', name: 'Marco Bellini', role: 'Chairman of Judges', bio: '' },
        },
      ],
      demo(),
    );
    const added = Object.values(state?.metadata.officials ?? {}).find(
      (o) => o.name === 'New Judge',
    );
    expect(added?.key).toMatch(/^key-\d+$/);
    expect(state?.metadata.officials['judge-b']?.role).toBe('Chairman of Judges');
  });

  it('removes an official and organizer, and refuses removing one that is not there', () => {
    const state = fold(
      [
        { type: 'removeOfficial', key: 'judge-c' },
        { type: 'removeOrganizer', key: 'director' },
      ],
      demo(),
    );
    expect(state?.metadata.officials['judge-c']).toBeUndefined();
    expect(state?.metadata.organizers).toEqual({});
    expect(decide(state, { type: 'removeOfficial', key: 'judge-c' }, context)).toEqual({
      ok: false,
      error: 'no official with key "judge-c"',
    });
  });
});

describe('command validation', () => {
  it.each([
    ['a key with a forbidden character (spec §5)', { type: 'removeOfficial', key: 'a.b' }, 'key'],
    ['an empty key', { type: 'removeOfficial', key: '' }, 'key'],
    [
      'a colour that is not #RRGGBB',
      { type: 'updateMetadata', patch: { primaryColor: 'red' } },
      'primaryColor',
    ],
    ['an unknown metadata field', { type: 'updateMetadata', patch: { fullname: 'x' } }, 'fullname'],
    [
      'an unknown registration status',
      { type: 'updateMetadata', patch: { registrationStatus: 'LATE' } },
      'registrationStatus',
    ],
    [
      'a date that is not a date',
      { type: 'updateMetadata', patch: { startDate: '2027-13-40' } },
      'startDate',
    ],
    ['an empty name', { type: 'updateMetadata', patch: { fullName: '   ' } }, 'fullName'],
    [
      'a slug with capitals',
      { type: 'createCompetition', slug: 'Spring Open', metadata: {} },
      'slug',
    ],
  ])('refuses %s and names it', (_label, command, field) => {
    const result = commandSchema.safeParse(command);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(field);
  });

  it('refuses a time zone that is not an IANA zone, naming the field and saying why', () => {
    const result = commandSchema.safeParse({
      type: 'updateMetadata',
      patch: { timeZone: 'America/Atlantis' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['patch', 'timeZone']);
    expect(result.error?.issues[0]?.message).toBe(
      'must be an IANA time zone such as America/New_York',
    );
  });

  it('requires a command id long enough to be unique', () => {
    const result = commandEnvelopeSchema.safeParse({
      commandId: 'abc',
      command: { type: 'removeOfficial', key: 'x' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['commandId']);
  });
});
