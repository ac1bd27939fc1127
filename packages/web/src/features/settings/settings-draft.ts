import type { EventSettings, SettingsPatch, Timing } from '@floorcraft/domain';
import type { FlagKey } from './setting-flags';
import { straightFinalProblem } from './straight-final';
import { timingProblem, type TimingKey } from './timing-fields';

/** What the form holds: only the fields someone touched, over the live settings. */
export interface SettingsDraft {
  flags: Partial<Record<FlagKey, boolean>>;
  timing: Partial<Record<TimingKey, string | number>>;
  /** largestStraightFinal as typed; absent when untouched. */
  largestStraightFinal?: string | number;
}

export const emptyDraft: SettingsDraft = { flags: {}, timing: {} };

export interface DraftOutcome {
  /** The changed fields only, for updateSettings. */
  patch: SettingsPatch;
  /** Timing fields (and the straight final) that cannot be sent as typed, with what is wrong. */
  problems: Partial<Record<TimingKey | 'largestStraightFinal', string>>;
  changed: boolean;
}

/**
 * The settings patch a draft makes against the live settings: each flag
 * and timing value that differs, and nothing else, so a save never writes
 * back a value someone else changed meanwhile.
 */
export function draftOutcome(settings: EventSettings, draft: SettingsDraft): DraftOutcome {
  const patch: SettingsPatch = {};
  for (const [key, value] of Object.entries(draft.flags) as [FlagKey, boolean][]) {
    if (settings[key] !== value) {
      patch[key] = value;
    }
  }
  const problems: DraftOutcome['problems'] = {};
  const timing: Partial<Timing> = {};
  for (const [key, value] of Object.entries(draft.timing) as [TimingKey, string | number][]) {
    const problem = timingProblem(key, value);
    if (problem) {
      problems[key] = problem;
    } else if (settings.timing[key] !== value) {
      // timingProblem has just checked that the value fits the field.
      Object.assign(timing, { [key]: value });
    }
  }
  if (Object.keys(timing).length > 0) {
    patch.timing = timing;
  }
  const straight = draft.largestStraightFinal;
  if (straight !== undefined) {
    const problem = straightFinalProblem(straight);
    if (problem) {
      problems.largestStraightFinal = problem;
    } else if (settings.largestStraightFinal !== straight) {
      patch.largestStraightFinal = Number(straight);
    }
  }
  const changed = Object.keys(patch).length > 0 || Object.keys(problems).length > 0;
  return { patch, problems, changed };
}
