import { describe, expect, it } from 'vitest';
import type { CompetitionMetadata } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import { postedMarks } from './posted-marks';
import { publicView } from './public-view';
import { registrarView, scoringView, staffView } from './staff-view';
import { populatedDemoState } from '../../testing/view-states';

const state = populatedDemoState();
/** The state without the messages to entrants, which only the registrar sees. */
const { messages: _messages, ...withoutMessages } = state;

/** The public view as it was built field by field before the allow-list: the reference. */
function publicViewBeforeTheAllowList(competition: CompetitionState) {
  const { officials, organizers, ...fields } = competition.metadata;
  const official = ({
    key,
    name,
    role,
    bio,
    photoURL,
    letter,
  }: CompetitionMetadata['officials'][string]) => ({
    key,
    name,
    role,
    bio,
    ...(photoURL === undefined ? {} : { photoURL }),
    // A judge's letter is public like their name (issue 15): the sheets print it.
    ...(letter === undefined ? {} : { letter }),
  });
  return {
    slug: competition.slug,
    metadata: {
      ...fields,
      officials: Object.fromEntries(Object.entries(officials).map(([k, o]) => [k, official(o)])),
      organizers: Object.fromEntries(
        Object.entries(organizers).map(([key, { name, role }]) => [key, { key, name, role }]),
      ),
    },
    pages: competition.pages,
    affiliations: competition.affiliations,
    // Added with archiving (issue 25): whether it is read-only, which the index shows anyway.
    ...(competition.archived === undefined ? {} : { archived: competition.archived }),
    settings: competition.settings,
    competitors: competition.competitors,
    events: competition.events,
    marks: postedMarks(competition),
    results: competition.results,
    registration: publicRegistration(competition),
    floor: publicFloor(competition),
  };
}

/** What anybody sees of the floor: the heat called, without who called it, and the big screen. */
function publicFloor({ floor: { onFloor, bigScreen, heldFinals } }: CompetitionState) {
  if (onFloor === undefined) {
    return { bigScreen, heldFinals };
  }
  const { by: _by, ...called } = onFloor;
  return { onFloor: called, bigScreen, heldFinals };
}

/** What anybody sees of registration: the fee schedule, the TBA list (ADR 019) and the waitlists. */
function publicRegistration({ registration: { fees, seeking, waitlist } }: CompetitionState) {
  const lists = waitlist === undefined ? { seeking } : { seeking, waitlist };
  return fees === undefined ? lists : { fees, ...lists };
}

/** Every string in `value` with the key path that holds it. */
function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') {
    return [[path, value]];
  }
  if (typeof value !== 'object' || value === null) {
    return [];
  }
  return Object.entries(value).flatMap(([key, item]) =>
    stringsIn(item, path === '' ? key : `${path}.${key}`),
  );
}

const emailAddress = /[^\s@]+@[^\s@]+\.[^\s@]+/;

describe('the views built from the allow-list', () => {
  it('give the public what they gave before, field for field', () => {
    expect(publicView(state)).toEqual(publicViewBeforeTheAllowList(state));
  });

  it('give staff the whole state with the marks of posted rounds only, and registration’s public part', () => {
    const view = staffView(state);
    expect(view).toEqual({
      ...withoutMessages,
      marks: postedMarks(state),
      registration: publicRegistration(state),
    });
    // Parts staff see whole are the state's own objects: diffs skip them without a walk.
    expect(view.metadata).toBe(state.metadata);
    expect(view.events).toBe(state.events);
    expect(view.marks).toBe(postedMarks(state));
  });

  it('give the scoring staff the state itself but for registration’s private parts (ADR 019)', () => {
    const view = scoringView(state);
    expect(view).toEqual({ ...withoutMessages, registration: publicRegistration(state) });
    expect(view.events).toBe(state.events);
    expect(view.marks).toBe(state.marks);
    expect(view.registration.seeking).toBe(state.registration.seeking);
  });
});

describe('messages to entrants (issue 25 item 8)', () => {
  it('reach the registrar view only, with their recipients', () => {
    expect(Object.keys(registrarView(state).messages ?? {})).toEqual(['m1', 'm2']);
    expect(registrarView(state).messages?.m1?.recipients).toEqual(state.messages?.m1?.recipients);
    expect('messages' in publicView(state)).toBe(false);
  });
});

describe('email addresses in the staff view', () => {
  it('are organizers’ contact addresses only: no dancer’s, no one else’s', () => {
    const found = stringsIn(staffView(state)).filter(([, text]) => emailAddress.test(text));
    expect(found.length).toBeGreaterThan(0);
    for (const [path, address] of found) {
      expect(path, address).toMatch(/^metadata\.organizers\.[^.]+\.email$/);
    }
  });

  it('hold nothing of the dancers but what heat sheets print', () => {
    const dancer = Object.values(staffView(state).competitors)[0]!;
    expect(Object.keys(dancer).sort()).toEqual(['affiliation', 'id', 'levels', 'name']);
  });
});
