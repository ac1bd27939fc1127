import { describe, expect, it } from 'vitest';
import { ZodObject, type z } from 'zod';
import { applyAll } from '../composition/apply';
import { eventInputSchema } from '../competition/dance-event';
import { metadataPatchSchema } from '../competition/metadata';
import { settingsPatchSchema, timingSchema } from '../competition/settings';
import type { CompetitionState } from '../competition/state';
import { demoCompetition } from '../demo/demo-competition';
import {
  commandEnvelopeSchema,
  commandSchema,
  type Command,
  type CommandType,
} from '../composition/command';
import { officialInputSchema, organizerInputSchema } from './commands';
import { decide } from '../composition/decide';

let keys = 0;
const context = { newKey: () => `key-${++keys}`, now: () => '2027-01-10T12:00:00.000Z' };

/** What the server does with a request body: parse the envelope, decide, apply. */
function send(state: CompetitionState | undefined, command: unknown): CompetitionState {
  const body: unknown = JSON.parse(JSON.stringify({ commandId: `cmd-${++keys}-0000`, command }));
  const envelope = commandEnvelopeSchema.parse(body);
  const decision = decide(state, envelope.command, context);
  if (!decision.ok) {
    throw new Error(decision.error);
  }
  return applyAll(state, decision.events)!;
}

function fold(commands: readonly Command[]): CompetitionState {
  let state: CompetitionState | undefined;
  for (const command of commands) {
    state = send(state, command);
  }
  return state!;
}

const demo = fold(demoCompetition('2027-01-10'));

describe('a metadata patch', () => {
  it('that names only fullName keeps an existing tagline (README example)', () => {
    const before = send(demo, { type: 'updateMetadata', patch: { tagline: 'By the harbour' } });
    expect(before.metadata.tagline).toBe('By the harbour');
    const after = send(before, { type: 'updateMetadata', patch: { fullName: 'Spring Open' } });
    expect(after.metadata).toEqual({ ...before.metadata, fullName: 'Spring Open' });
  });

  it('sets the time zone, and one that does not name it keeps it', () => {
    expect(demo.metadata.timeZone).toBe('America/New_York');
    const set = send(demo, { type: 'updateMetadata', patch: { timeZone: 'America/Chicago' } });
    expect(set.metadata.timeZone).toBe('America/Chicago');
    const after = send(set, { type: 'updateMetadata', patch: { fullName: 'Spring Open' } });
    expect(after.metadata.timeZone).toBe('America/Chicago');
  });

  it('parses to the fields it names and no others', () => {
    expect(metadataPatchSchema.parse({ fullName: 'Spring Open' })).toEqual({
      fullName: 'Spring Open',
    });
    expect(metadataPatchSchema.parse({})).toEqual({});
    expect(settingsPatchSchema.parse({ timing: {} })).toEqual({ timing: {} });
  });
});

/**
 * One command that changes some fields of a record and leaves the rest:
 * every field it can change with two different values, how to send a
 * subset of them, and how to read them back from the state.
 */
interface PatchCase {
  /** Every field the command's schema lets a patch name, read from the schema. */
  fields: readonly string[];
  /** Commands that make the record exist with the `first` values wanted below. */
  setup: (state: CompetitionState) => CompetitionState;
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  command: (fields: Record<string, unknown>) => unknown;
  /** The whole record, flattened: fields outside `first` must not change either. */
  read: (state: CompetitionState) => Record<string, unknown>;
}

const metadataFirst: Record<string, unknown> = {
  fullName: 'Harbor City Open',
  primaryColor: '#123456',
  startDate: '2027-02-09',
  endDate: '2027-02-10',
  dateRegistrationOpen: '2026-12-01T09:00:00Z',
  dateRegistrationEarly: '2027-01-01T09:00:00Z',
  dateRegistrationClosed: '2027-02-01T09:00:00Z',
  registrationStatus: 'OPEN',
  resultsPageShown: true,
  socials: { website: 'https://example.org', instagram: '@harbor' },
  venue: { name: 'Pier Hall', address: '1 Quay Street' },
  tagline: 'By the harbour',
  timeZone: 'America/Chicago',
};

const metadataSecond: Record<string, unknown> = {
  fullName: 'Spring Open',
  primaryColor: '#abcdef',
  startDate: '2027-02-08',
  endDate: '2027-02-11',
  dateRegistrationOpen: '2026-11-01T09:00:00Z',
  dateRegistrationEarly: '2027-01-05T09:00:00Z',
  dateRegistrationClosed: '2027-02-03T09:00:00Z',
  registrationStatus: 'CLOSED',
  resultsPageShown: false,
  socials: { facebook: 'https://facebook.com/spring' },
  venue: { name: 'Town Hall', address: '2 Market Square' },
  tagline: 'Spring on the floor',
  timeZone: 'Europe/London',
};

/** Settings: the timing is merged field by field, so each timing field counts on its own. */
const settingsFirst: Record<string, unknown> = {
  showScheduleIndex: true,
  hideLiveSchedule: true,
  hideLevelIcons: true,
  highlightOtherRoundsInEvent: true,
  hideClearRoundsButton: true,
  hideGenerateRoundsButton: true,
  dontReorderAfterAddRemoveRounds: true,
  liveScrollRefreshIndex: 3,
  cascadeCheckin: false,
  autoAssignTimes: true,
  rehearsal: true,
  largestStraightFinal: 8,
  approvalBeforePosting: false,
  holdFinalResults: true,
  'timing.dayStart': '08:30',
  'timing.dayEnd': '21:00',
  'timing.danceSeconds': 100,
  'timing.changeoverSeconds': 45,
  'timing.awardsMinutes': 20,
  'timing.breakMinutes': 25,
};

const settingsSecond: Record<string, unknown> = {
  showScheduleIndex: false,
  hideLiveSchedule: false,
  hideLevelIcons: false,
  highlightOtherRoundsInEvent: false,
  hideClearRoundsButton: false,
  hideGenerateRoundsButton: false,
  dontReorderAfterAddRemoveRounds: false,
  liveScrollRefreshIndex: 7,
  cascadeCheckin: true,
  autoAssignTimes: false,
  rehearsal: false,
  largestStraightFinal: 10,
  approvalBeforePosting: true,
  holdFinalResults: false,
  'timing.dayStart': '07:45',
  'timing.dayEnd': '23:15',
  'timing.danceSeconds': 120,
  'timing.changeoverSeconds': 30,
  'timing.awardsMinutes': 10,
  'timing.breakMinutes': 5,
};

function settingsPatch(fields: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const timing: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith('timing.')) {
      timing[name.slice('timing.'.length)] = value;
    } else {
      patch[name] = value;
    }
  }
  return Object.keys(timing).length > 0 ? { ...patch, timing } : patch;
}

const [roundEvent, roundNumber] = (() => {
  const round = Object.values(demo.events)
    .flatMap((event) => Object.values(event.rounds))
    .find((candidate) => candidate.roundNumber > 1);
  if (!round) {
    throw new Error('the demo has no preliminary round');
  }
  return [round.eventName, round.roundNumber] as const;
})();

const roundFirst: Record<string, unknown> = {
  recallSize: 6,
  numHeats: 2,
  roundStartTime: '2027-02-09T10:30',
};
const roundSecond: Record<string, unknown> = {
  recallSize: 4,
  numHeats: 3,
  roundStartTime: '2027-02-09T11:45',
};

function commandOption(type: CommandType) {
  const option = commandSchema.options.find((candidate) => candidate.shape.type.value === type);
  if (!option) {
    throw new Error(`no command ${type}`);
  }
  return option;
}

/** Every command that changes part of a record. */
const bigScreenFirst = {
  mode: 'welcome',
  eventName: roundEvent,
  roundNumber: 1,
  welcomeText: 'Thanks',
};

const judgeKey = Object.values(demo.metadata.officials).find(
  (official) => official.role === 'Judge',
)!.key;
const judgeFirst: Record<string, unknown> = {
  name: 'Ida Marsh',
  bio: 'Adjudicator since 1999.',
  photoURL: 'https://example.org/ida.jpg',
  userId: 'user-ida',
  letter: 'Q',
};
const judgeSecond: Record<string, unknown> = {
  name: 'Ida Marsh-Lee',
  bio: 'World Latin finalist.',
  photoURL: 'https://example.org/ida-2.jpg',
  userId: 'user-ida-2',
  letter: 'R',
};

const eventName = roundEvent;
const eventFirst: Record<string, unknown> = {
  eventLevel: 'Silver',
  style: 'Standard',
  ageGroup: 'Adult',
  eventDances: ['Waltz', 'Tango'],
  cap: 24,
};
const eventSecond: Record<string, unknown> = {
  eventLevel: 'Gold',
  style: 'Smooth',
  ageGroup: 'Senior1',
  eventDances: ['Foxtrot'],
  cap: 12,
};

const organizerKey = 'organizer-patched';
const organizerFirst: Record<string, unknown> = {
  name: 'Ann Organizer',
  role: 'Director',
  email: 'ann@example.org',
  phone: '+1 555 0100',
};
const organizerSecond: Record<string, unknown> = {
  name: 'Ann Organizer-Lee',
  role: 'Chair',
  email: 'ann.lee@example.org',
  phone: '+1 555 0199',
};

const patchCases: Partial<Record<CommandType, PatchCase>> = {
  // An official's role stays a judge's: another role would take the letter away.
  saveOfficial: {
    fields: Object.keys(officialInputSchema.shape).filter(
      (name) => !['key', 'role'].includes(name),
    ),
    setup: (state) =>
      send(state, {
        type: 'saveOfficial',
        official: { key: judgeKey, role: 'Judge', ...judgeFirst },
      }),
    first: judgeFirst,
    second: judgeSecond,
    command: (fields) => ({
      type: 'saveOfficial',
      official: { name: 'Ida Marsh', key: judgeKey, role: 'Judge', ...fields },
    }),
    read: (state) => {
      const { key: _key, role: _role, ...fields } = state.metadata.officials[judgeKey]!;
      return fields;
    },
  },
  saveOrganizer: {
    fields: Object.keys(organizerInputSchema.shape).filter((name) => name !== 'key'),
    setup: (state) =>
      send(state, { type: 'saveOrganizer', organizer: { key: organizerKey, ...organizerFirst } }),
    first: organizerFirst,
    second: organizerSecond,
    command: (fields) => ({
      type: 'saveOrganizer',
      organizer: { name: 'Ann Organizer', key: organizerKey, ...fields },
    }),
    read: (state) => {
      const { key: _key, ...fields } = state.metadata.organizers[organizerKey]!;
      return fields;
    },
  },
  saveEvent: {
    // A break's own length belongs to a Break item only: break-length.test.ts saves and keeps it.
    fields: Object.keys(eventInputSchema.shape).filter(
      (name) => name !== 'name' && name !== 'breakMinutes',
    ),
    setup: (state) => send(state, { type: 'saveEvent', event: { name: eventName, ...eventFirst } }),
    first: eventFirst,
    second: eventSecond,
    command: (fields) => ({ type: 'saveEvent', event: { name: eventName, ...fields } }),
    read: (state) => {
      const {
        name: _name,
        entries: _entries,
        rounds: _rounds,
        ...fields
      } = state.events[eventName]!;
      return fields;
    },
  },
  updateMetadata: {
    fields: Object.keys(metadataPatchSchema.shape),
    setup: (state) => send(state, { type: 'updateMetadata', patch: metadataFirst }),
    first: metadataFirst,
    second: metadataSecond,
    command: (patch) => ({ type: 'updateMetadata', patch }),
    read: (state) => ({ ...state.metadata }),
  },
  updateSettings: {
    fields: [
      ...Object.keys(settingsPatchSchema.shape).filter((name) => name !== 'timing'),
      ...Object.keys(timingSchema.shape).map((name) => `timing.${name}`),
    ],
    setup: (state) => send(state, { type: 'updateSettings', patch: settingsPatch(settingsFirst) }),
    first: settingsFirst,
    second: settingsSecond,
    command: (fields) => ({ type: 'updateSettings', patch: settingsPatch(fields) }),
    read: ({ settings: { timing, ...flags } }) => ({
      ...flags,
      ...Object.fromEntries(
        Object.entries(timing).map(([name, value]) => [`timing.${name}`, value]),
      ),
    }),
  },
  updateRound: {
    fields: Object.keys(commandOption('updateRound').shape).filter(
      (name) => !['type', 'eventName', 'roundNumber'].includes(name),
    ),
    // Start times recomputed by autoAssignTimes are a derived change, not the patch's: off here.
    setup: (state) =>
      send(send(state, { type: 'updateSettings', patch: { autoAssignTimes: false } }), {
        type: 'updateRound',
        eventName: roundEvent,
        roundNumber,
        ...roundFirst,
      }),
    first: roundFirst,
    second: roundSecond,
    command: (fields) => ({ type: 'updateRound', eventName: roundEvent, roundNumber, ...fields }),
    read: (state) => ({ ...state.events[roundEvent]?.rounds[roundNumber] }),
  },
  // Modes that show no round: the round fields are kept for the next pick, not checked.
  setBigScreen: {
    fields: Object.keys(commandOption('setBigScreen').shape).filter((name) => name !== 'type'),
    setup: (state) => send(state, { type: 'setBigScreen', ...bigScreenFirst }),
    first: bigScreenFirst,
    second: { mode: 'upcoming', eventName: 'Lunch', roundNumber: 2, welcomeText: 'Welcome all' },
    command: (fields) => ({ type: 'setBigScreen', ...fields }),
    read: (state) => ({ ...state.floor.bigScreen }),
  },
};

/**
 * Commands that look like patches (an update/set/edit name, a `patch`, or an
 * optional field) but replace one thing whole or take a confirmation, with why.
 */
const notPatches: Partial<Record<CommandType, string>> = {
  setAffiliations: 'replaces the whole list',
  updateLeadNumbers: 'a list of explicit changes, each naming its field',
  setRoundState: 'one required field; discardMarks confirms, it is not stored',
  setRecallCut: 'one required field',
  setRoundPanel: 'replaces the panel whole; confirmRunning confirms, it is not stored',
  addEntry:
    'roundNumber picks where to add, it is not stored on a record; overCap confirms a full event',
  register: 'a new registration; receivedAt says when a paper form came in',
  registerCouple:
    'a new couple; lateEntry and overCap confirm an event under way or full, neither is stored',
  importCouples: 'new couples; charge and overCap say how to enter them, neither is stored',
  changeEntries: 'add and drop are changes to make, not fields of a record',
  correctDancer:
    'replaces the dancer’s details whole (no age group removes it); email and student change only when given',
  recordPayment: 'a new record; an empty note is its default',
  correctPayment: 'a new entry beside the payment; a void names no amount',
  adjustFees: 'a new line of the dancer’s charges; a waiver names no amount',
  settleTypedSchool: 'confirms a typed school, or merges it into the one named; nothing patched',
  setFeeSchedule: 'replaces the whole schedule; every field required (no student prices is null)',
  setPaymentInstructions: 'replaces the one text whole; empty removes it',
  addPlaceholderEntry: 'heat picks where the new couple goes, it is not a field being changed',
  callHeat: 'a call onto the floor; the dance is named or not, nothing kept is patched',
  setHeatReady: 'one required flag for one heat',
  sendFloorNote: 'a new note; the round is what it is about',
};

/** A small seeded generator, so a failure is reproducible without fast-check. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Each field on its own, then random non-empty subsets. */
function subsets(names: readonly string[], seed: number, count: number): string[][] {
  const next = random(seed);
  const result = names.map((name) => [name]);
  while (result.length < names.length + count) {
    const subset = names.filter(() => next() < 0.5);
    if (subset.length > 0) {
      result.push(subset);
    }
  }
  return result;
}

describe('patch commands', () => {
  it('are all in the table, so a new one cannot be forgotten', () => {
    const patchLike = commandSchema.options
      .filter((option) => {
        const type = option.shape.type.value;
        const shape: Record<string, z.ZodType> = option.shape;
        const fields = Object.entries(shape).filter(([name]) => name !== 'type');
        // A save whose record takes null for a field (null removes it) keeps what it leaves out.
        const record = Object.values(shape).find((field) => field instanceof ZodObject);
        const recordTakesNull =
          record instanceof ZodObject &&
          Object.values<z.ZodType>(record.shape).some((field) => field.safeParse(null).success);
        return (
          /^(update|set|edit)/.test(type) ||
          (/^save/.test(type) && recordTakesNull) ||
          fields.some(([name, field]) => name === 'patch' || field.safeParse(undefined).success)
        );
      })
      .map((option) => option.shape.type.value)
      .sort();
    const listed = [...Object.keys(patchCases), ...Object.keys(notPatches)].sort();
    expect(listed).toEqual(patchLike);
  });

  it.each(Object.entries(patchCases))(
    '%s changes the fields it names and never one it omits',
    (_type, patchCase) => {
      expect(Object.keys(patchCase.first).sort()).toEqual([...patchCase.fields].sort());
      expect(Object.keys(patchCase.second).sort()).toEqual([...patchCase.fields].sort());
      const before = patchCase.setup(demo);
      const stored = patchCase.read(before);
      expect(stored).toMatchObject(patchCase.first);
      for (const names of subsets(Object.keys(patchCase.first), 11, 40)) {
        const fields = Object.fromEntries(names.map((name) => [name, patchCase.second[name]]));
        const after = send(before, patchCase.command(fields));
        expect(patchCase.read(after), `patch of ${names.join(', ')}`).toEqual({
          ...stored,
          ...fields,
        });
      }
    },
  );
});

describe('saving an official', () => {
  it('replaces the official whole but for the letter: a save that leaves it out keeps it', () => {
    const judgeKey = Object.values(demo.metadata.officials).find(
      (official) => official.role === 'Judge',
    )!.key;
    const before = send(demo, {
      type: 'saveOfficial',
      official: { ...demo.metadata.officials[judgeKey], letter: 'Q' },
    });
    const { letter: _letter, ...withoutLetter } = before.metadata.officials[judgeKey]!;
    for (const bio of ['', 'Adjudicator since 1999.']) {
      const after = send(before, { type: 'saveOfficial', official: { ...withoutLetter, bio } });
      expect(after.metadata.officials[judgeKey]).toEqual({ ...withoutLetter, bio, letter: 'Q' });
    }
  });
});

describe('a whole-record save', () => {
  it('of an organizer removes an email or phone only when sent as null', () => {
    const before = patchCases.saveOrganizer!.setup(demo);
    const after = send(before, {
      type: 'saveOrganizer',
      organizer: { key: organizerKey, name: 'Ann Organizer', email: null },
    });
    expect(after.metadata.organizers[organizerKey]).toEqual({
      key: organizerKey,
      name: 'Ann Organizer',
      role: 'Director',
      phone: '+1 555 0100',
    });
  });

  it('of an official removes a photo or an account link only when sent as null', () => {
    const before = patchCases.saveOfficial!.setup(demo);
    const after = send(before, {
      type: 'saveOfficial',
      official: { key: judgeKey, name: 'Ida Marsh', role: 'Judge', photoURL: null, userId: null },
    });
    const official = after.metadata.officials[judgeKey]!;
    expect(official).not.toHaveProperty('photoURL');
    expect(official).not.toHaveProperty('userId');
    expect(official.bio).toBe('Adjudicator since 1999.');
  });

  it('of an event removes its level, style or age group only when sent as null', () => {
    const before = patchCases.saveEvent!.setup(demo);
    const after = send(before, {
      type: 'saveEvent',
      event: { name: eventName, eventLevel: null, ageGroup: null },
    });
    const { entries: _entries, rounds: _rounds, ...event } = after.events[eventName]!;
    expect(event).toEqual({
      name: eventName,
      style: 'Standard',
      eventDances: ['Waltz', 'Tango'],
      cap: 24,
    });
  });

  it('of a new official or event leaves out what it does not name', () => {
    const after = send(demo, {
      type: 'saveEvent',
      event: { name: 'Showcase', eventDances: ['Waltz'] },
    });
    const { entries: _entries, rounds: _rounds, ...event } = after.events.Showcase!;
    expect(event).toEqual({ name: 'Showcase', eventDances: ['Waltz'] });
    const withOfficial = send(demo, {
      type: 'saveOfficial',
      official: { key: 'new-mc', name: 'Max', role: 'MC' },
    });
    expect(withOfficial.metadata.officials['new-mc']).toEqual({
      key: 'new-mc',
      name: 'Max',
      role: 'MC',
      bio: '',
    });
  });

  const fees = {
    currency: 'USD',
    perDancer: { Early: 2000, Normal: 2500, Late: 3500 },
    perEntry: { Early: 1000, Normal: 1200, Late: 1500 },
  };
  const student = {
    perDancer: { Early: 1000, Normal: 1500, Late: 2500 },
    perEntry: { Early: 500, Normal: 600, Late: 700 },
  };

  it('of the fee schedule is refused without the student prices, naming them', () => {
    const parsed = commandSchema.safeParse({ type: 'setFeeSchedule', fees });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fees.student']);
  });

  it('of the fee schedule keeps student prices sent and removes them when sent as null', () => {
    const withStudent = send(demo, { type: 'setFeeSchedule', fees: { ...fees, student } });
    expect(withStudent.registration.fees).toEqual({ ...fees, student });
    const without = send(withStudent, { type: 'setFeeSchedule', fees: { ...fees, student: null } });
    expect(without.registration.fees).toEqual(fees);
  });
});
