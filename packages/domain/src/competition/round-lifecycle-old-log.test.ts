import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { decide, type Decision } from '../composition/decide';
import { apply, applyAll } from '../composition/apply';
import { roundStateName } from './enumerations';
import type { DomainEvent } from './events';
import type { CompetitionState } from './state';
import { withoutDefaultPanels } from '../../testing/old-log-rounds';
import written from '../../testing/fixtures/log-before-round-lifecycle.json';

/**
 * A competition's log exactly as the code before the round lifecycle
 * (ADR 015, commit fb4966f) wrote it: each command with its time, actor and
 * the events it produced. Bronze Standard is danced, reopened, approved,
 * posted and stepped back; Silver Latin is reshaped, skipped and rehearsed.
 */
interface WrittenStep {
  command: Command;
  at: string;
  actor: string;
  events: DomainEvent[];
}
const steps = written.steps as unknown as WrittenStep[];

/** Every round's state by event, as "Semi-Final Posted": what a schedule screen shows. */
function roundStatesOf(state: CompetitionState): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(state.events).map((event) => [
      event.name,
      Object.values(event.rounds)
        .sort((a, b) => b.roundNumber - a.roundNumber)
        .map((round) => `${round.roundName} ${roundStateName(round.roundState)}`),
    ]),
  );
}

/**
 * Saving a judge now writes down their letter (issue 15); the old log's
 * judges have none, and the letters computed for them are the same.
 */
function withoutStoredLetters(decision: Decision): Decision {
  return decision.ok
    ? {
        ok: true,
        events: decision.events.map((event) => {
          if (event.type !== 'OfficialSaved') {
            return event;
          }
          const { letter: _letter, ...official } = event.official;
          return { ...event, official };
        }),
      }
    : decision;
}

/**
 * Cards and posted results now carry the mark record (issue 15: each change's
 * link and hash, the posted head); the old log has none, the rest is the same.
 */
function withoutMarkRecord(decision: Decision): Decision {
  return decision.ok
    ? {
        ok: true,
        events: decision.events.map((event) => {
          if (event.type === 'MarksStored') {
            const { prev: _prev, hash: _hash, ...change } = event.change;
            return { ...event, change };
          }
          if (event.type === 'RoundPosted') {
            const { markHash: _markHash, ...result } = event.result;
            return { ...event, result };
          }
          return event;
        }),
      }
    : decision;
}

/**
 * A competition is now created naming its schools (issue 25: none); the old log's creation
 * names none, and replays with the list it was given then.
 */
function withoutStartingSchools(decision: Decision): Decision {
  return decision.ok
    ? {
        ok: true,
        events: decision.events.map((event) => {
          if (event.type !== 'CompetitionCreated') {
            return event;
          }
          const { affiliations: _affiliations, ...created } = event;
          return created;
        }),
      }
    : decision;
}

/** A round is now made naming its default panel (issue 25); the old log's rounds name none. */
const withoutDefaultPanel = (decision: Decision): Decision =>
  decision.ok ? { ok: true, events: withoutDefaultPanels(decision.events) } : decision;

/**
 * The code that wrote the log posted a round the chairman had not approved;
 * today that takes approval before posting turned off (issue 15).
 */
function withoutApprovalRule(state: CompetitionState | undefined): CompetitionState | undefined {
  return state && { ...state, settings: { ...state.settings, approvalBeforePosting: false } };
}

describe('a log written before the round lifecycle (ADR 015)', () => {
  it('still loads: folded with applyAll, every round is in the state it was left in', () => {
    const state = applyAll(
      undefined,
      steps.flatMap((step) => step.events),
    )!;
    expect(roundStatesOf(state)).toEqual({
      'Bronze Standard': ['Semi-Final Marked', 'Final Initialized'],
      'Silver Latin': ['Semi-Final Skipped', 'Final Marked'],
    });
    // The staff write out of Posted discarded the Semi-Final's result and took its recall back.
    expect(state.results['Bronze Standard']!.rounds).toEqual({});
    expect(state.events['Bronze Standard']!.rounds[1]!.entries).toEqual({});
    expect(state.events['Bronze Standard']!.rounds[2]!.roundActualStartTime).toBe(
      '2027-02-09T09:10:00.000Z',
    );
  });

  it('passes through every state on the way, one command at a time', () => {
    const trace: string[] = [];
    let state: CompetitionState | undefined;
    let last = '';
    for (const step of steps) {
      state = step.events.reduce<CompetitionState | undefined>(apply, state);
      const bronze = roundStatesOf(state!)['Bronze Standard']?.join(', ') ?? '';
      if (bronze !== last) {
        trace.push(`${step.command.type}: ${bronze}`);
        last = bronze;
      }
    }
    expect(trace).toEqual([
      'generateRounds: Semi-Final Initialized, Final Initialized',
      'setRoundState: Semi-Final Empty, Final Initialized',
      'startRound: Semi-Final Running, Final Initialized',
      'submitMarks: Semi-Final Marked, Final Initialized',
      'reopenJudgeCard: Semi-Final Running, Final Initialized',
      'enterPaperMarks: Semi-Final Marked, Final Initialized',
      'postRound: Semi-Final Posted, Final Initialized',
      'startRound: Semi-Final Posted, Final Running',
      'submitMarks: Semi-Final Posted, Final Marked',
      'postRound: Semi-Final Posted, Final Posted',
      'setRoundState: Semi-Final Posted, Final Running',
      'setRoundState: Semi-Final Posted, Final Initialized',
      'setRoundState: Semi-Final Marked, Final Initialized',
    ]);
  });

  it('is what the lifecycle decides today: the same commands give the same events', () => {
    let keys = 0;
    let state: CompetitionState | undefined;
    for (const step of steps) {
      const context = { newKey: () => `k${++keys}`, now: () => step.at, actor: step.actor };
      const decided = decide(withoutApprovalRule(state), step.command, context);
      expect(
        withoutDefaultPanel(
          withoutStartingSchools(withoutMarkRecord(withoutStoredLetters(decided))),
        ),
        `${step.command.type} at ${step.at}`,
      ).toEqual({
        ok: true,
        events: step.events,
      });
      // Today's events, letters and all: the next judge saved finds the letters written down.
      state = applyAll(state, decided.ok ? decided.events : step.events);
    }
  });

  it('now needs the chairman’s approval before posting: its unapproved Final is refused', () => {
    const index = steps.findLastIndex((step) => step.command.type === 'postRound');
    const before = applyAll(
      undefined,
      steps.slice(0, index).flatMap((step) => step.events),
    )!;
    // Replayed from the defaults, the log has the setting on (issue 15).
    expect(before.settings.approvalBeforePosting).toBe(true);
    const context = { newKey: () => 'k', now: () => steps[index]!.at };
    expect(decide(before, steps[index]!.command, context)).toEqual({
      ok: false,
      error:
        'the chairman has not approved the Final of "Bronze Standard": approve it on the chairman’s screen, or turn off approval before posting in the settings',
    });
  });
});
