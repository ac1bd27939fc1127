import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import { deskView } from './desk-view';
import { registrarView } from './staff-view';
import { viewFor } from './view-for';
import { populatedDemoState } from '../../testing/view-states';

const state = populatedDemoState();
const accounts = state.registration.accounts ?? {};
const codes = Object.values(state.registration.codes ?? {});

describe('the registrar’s desk view (issue 25 item 9, ADR 030)', () => {
  it('holds every registration, payment and request the registrar keeps, never a code', () => {
    const desk = deskView(state);
    const registrar = registrarView(state);
    expect(desk.registration).toEqual(registrar.registration);
    expect(Object.keys(desk.registration.accounts ?? {}).length).toBeGreaterThan(5);
    expect(desk.registration.codes).toBeUndefined();
    const json = JSON.stringify(desk);
    for (const code of codes) {
      expect(json).not.toContain(code);
    }
    expect(viewFor(state, 'desk')).toEqual(desk);
  });

  it('leaves out rounds, marks, results and the floor', () => {
    const json = JSON.stringify(deskView(state));
    for (const field of ['rounds', 'marks', 'results', 'floor', 'finalTable']) {
      expect(json).not.toContain(`"${field}"`);
    }
  });

  it('names the dancers with an account and those in their couples’ lines, and no one else', () => {
    const desk = deskView(state);
    const named = new Set(Object.keys(desk.competitors));
    for (const id of Object.keys(accounts)) {
      expect(named).toContain(id);
    }
    for (const seeking of Object.values(state.registration.seeking)) {
      expect(named).toContain(seeking.competitorId);
    }
    const others = Object.keys(state.competitors).filter((id) => !named.has(id));
    // The demo's couples keyed in by staff have no account: the couples list shows them.
    expect(others.length).toBeGreaterThan(0);
    expect(desk.competitors[others[0]!]).toBeUndefined();
  });

  it('counts every entry against a cap but keeps only the desk dancers’ entries', () => {
    const desk = deskView(state);
    let kept = 0;
    for (const [name, event] of Object.entries(state.events)) {
      const deskEvent = desk.events[name]!;
      expect(deskEvent.entered).toBe(Object.keys(event.entries).length);
      expect(deskEvent.name).toBe(name);
      for (const entry of Object.values(deskEvent.entries)) {
        expect(accounts[entry.leadId] ?? accounts[entry.followId]).toBeDefined();
        kept += 1;
      }
    }
    expect(kept).toBeGreaterThan(0);
    const everyEntry = Object.values(state.events).flatMap((event) => Object.keys(event.entries));
    expect(kept).toBeLessThan(everyEntry.length);
  });

  it('keeps a desk dancer’s late entry, added to a round on the floor only', () => {
    const [dancerId] = Object.keys(accounts);
    const [eventName, event] = Object.entries(state.events).find(
      ([, candidate]) => Object.keys(candidate.rounds).length > 0,
    )!;
    const roundNumber = Number(Object.keys(event.rounds)[0]);
    const round = event.rounds[roundNumber]!;
    const late = {
      entryId: 'late-entry',
      leadId: dancerId!,
      followId: 'somebody',
      leadName: 'Late Lead',
      followName: 'Late Follow',
      leadNumber: 999,
      affiliation: 'Late School',
      registeredTime: '2027-01-01T10:00:00.000Z',
      checkedIn: false,
      heat: 2,
    };
    const withLate: CompetitionState = {
      ...state,
      events: {
        ...state.events,
        [eventName]: {
          ...event,
          rounds: {
            ...event.rounds,
            [roundNumber]: { ...round, entries: { ...round.entries, [late.entryId]: late } },
          },
        },
      },
    };
    const { heat: _heat, ...lateEntry } = late;
    expect(deskView(withLate).events[eventName]!.entries['late-entry']).toEqual(lateEntry);
  });

  it('keeps its parts as the same objects while events, dancers and registrations are unchanged', () => {
    const before = deskView(state);
    const afterTheFloorMoved = deskView({
      ...state,
      floor: { ...state.floor, notes: [...state.floor.notes] },
    });
    expect(afterTheFloorMoved.events).toBe(before.events);
    expect(afterTheFloorMoved.competitors).toBe(before.competitors);
    expect(afterTheFloorMoved.registration).toBe(before.registration);
  });
});
