import { describe, expect, it } from 'vitest';
import { decide } from '../composition/decide';
import { commandSchema, type Command } from '../composition/command';
import { demoMetadata } from '../demo/demo-competition';
import { applyAll } from '../composition/apply';
import { judgeLetters } from './judge-letters';
import type { Official } from './metadata';
import type { CompetitionState } from './state';

const context = { newKey: () => 'new-key', now: () => '2027-01-10T12:00:00.000Z' };

function run(state: CompetitionState | undefined, ...commands: Command[]): CompetitionState {
  let current = state;
  for (const command of commands) {
    // Parsed as the server parses a request: the schema writes letters in capitals.
    const decision = decide(current, commandSchema.parse(command), context);
    if (!decision.ok) {
      throw new Error(decision.error);
    }
    current = applyAll(current, decision.events);
  }
  return current!;
}

const judge = (key: string, name: string, letter?: string): Command => ({
  type: 'saveOfficial',
  official: { key, name, role: 'Judge', bio: '', ...(letter ? { letter } : {}) },
});

const created = run(undefined, {
  type: 'createCompetition',
  slug: 'letters',
  metadata: demoMetadata('2027-01-10'),
});

const lettersOf = (state: CompetitionState) =>
  judgeLetters(state.metadata.officials).map((j) => `${j.letter} ${j.name}`);

describe('one letter per judge for the whole competition', () => {
  it('gives each new judge the first free letter, so adding a judge moves nobody', () => {
    const state = run(created, judge('e', 'Zoe Park'), judge('b', 'Ann Cole'));
    expect(lettersOf(state)).toEqual(['A Zoe Park', 'B Ann Cole']);
    expect(lettersOf(run(state, judge('x', 'Aaron Abel')))).toEqual([
      'A Zoe Park',
      'B Ann Cole',
      'C Aaron Abel',
    ]);
  });

  it('takes a chosen letter, written in capitals, and keeps it when a save leaves it out', () => {
    const state = run(created, judge('e', 'Zoe Park', 'c'), judge('b', 'Ann Cole'));
    expect(lettersOf(state)).toEqual(['A Ann Cole', 'C Zoe Park']);
    const renamed = run(state, judge('e', 'Zoe Parker'));
    expect(renamed.metadata.officials.e?.letter).toBe('C');
  });

  it('refuses a letter another judge holds, naming them', () => {
    const state = run(created, judge('e', 'Zoe Park'), judge('b', 'Ann Cole'));
    const decision = decide(state, judge('b', 'Ann Cole', 'A'), context);
    expect(decision).toEqual({
      ok: false,
      error: "letter A is Zoe Park's; each judge needs their own letter, so choose another",
    });
  });

  it('refuses a letter that is not one or two letters', () => {
    const parsed = commandSchema.safeParse(judge('e', 'Zoe Park', 'A1'));
    expect(parsed.error?.issues[0]?.message).toBe('must be one or two letters, e.g. C');
  });

  it('letters judges saved before letters were stored in name order, as they always were, and writes them down at the next change', () => {
    const legacy = (key: string, name: string): Official => ({ key, name, role: 'Judge', bio: '' });
    const old: CompetitionState = {
      ...created,
      metadata: {
        ...created.metadata,
        officials: { z: legacy('z', 'Zoe Park'), a: legacy('a', 'Ann Cole') },
      },
    };
    expect(lettersOf(old)).toEqual(['A Ann Cole', 'B Zoe Park']);
    const added = run(old, judge('x', 'Aaron Abel'));
    expect(lettersOf(added)).toEqual(['A Ann Cole', 'B Zoe Park', 'C Aaron Abel']);
    expect(added.metadata.officials.z?.letter).toBe('B');
    // Removing Ann keeps Zoe on B: letters were written down before.
    const removed = run(old, { type: 'removeOfficial', key: 'a' });
    expect(lettersOf(removed)).toEqual(['B Zoe Park']);
  });

  it('gives officials who are not judges no letter', () => {
    const state = run(created, {
      type: 'saveOfficial',
      official: { key: 'mc', name: 'Ravi Moss', role: 'MC', bio: '' },
    });
    expect(state.metadata.officials.mc?.letter).toBeUndefined();
    expect(judgeLetters(state.metadata.officials)).toEqual([]);
  });
});
