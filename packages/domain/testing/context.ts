import { applyAll, decide, type Command, type CompetitionState } from '../src/index';
import { builderCounters } from './counters';

// Every runner shares the counters, so a file's keys run k1, k2, … whichever runners it mixes.
/** The next key, k1, k2, …: never one handed out before in this test file. */
export const nextKey = (): string => `k${++builderCounters.keys}`;

export interface RunOptions {
  /** Who sends the commands, as the event log labels them; 'system' when unset. */
  actor?: string;
  /** Each command a second later than the last (so posting times order results). */
  ticking?: boolean;
  /** Acting as registration staff, who may register after registration has closed. */
  registrationStaff?: boolean;
}

/**
 * A runner of commands as the server runs them: the domain decides, its events are folded,
 * and a refusal fails loudly. Decided at noon on 2027-02-09 unless `ticking`.
 */
export function commandRunner(options: RunOptions = {}) {
  return (state: CompetitionState | undefined, ...commands: Command[]): CompetitionState => {
    let current = state;
    for (const command of commands) {
      const now = options.ticking
        ? new Date(Date.UTC(2027, 1, 9, 12, 0, ++builderCounters.seconds)).toISOString()
        : '2027-02-09T12:00:00.000Z';
      const decision = decide(current, command, {
        newKey: nextKey,
        now: () => now,
        ...(options.actor !== undefined && { actor: options.actor }),
        ...(options.registrationStaff !== undefined && {
          registrationStaff: options.registrationStaff,
        }),
      });
      if (!decision.ok) {
        throw new Error(`${command.type} refused: ${decision.error}`);
      }
      current = applyAll(current, decision.events);
    }
    return current!;
  };
}

/** Runs commands from `state` as the server would, failing loudly on a refusal. */
export const run = commandRunner();

/** Runs commands as `actor` (`user:…`, `judge-device:…`). */
export function runAs(
  actor: string,
  state: CompetitionState | undefined,
  ...commands: Command[]
): CompetitionState {
  return commandRunner({ actor })(state, ...commands);
}
