import type { Competitor, LevelProfile } from '@floorcraft/domain';
import { personInput, type PersonDraft } from './couple-form-model';

/** The edit form's fields for a stored dancer. */
export function dancerDraft(competitor: Competitor): PersonDraft {
  return {
    mode: 'new',
    id: competitor.id,
    name: competitor.name,
    affiliation: competitor.affiliation,
    levels: { ...competitor.levels },
  };
}

const sameLevels = (a: LevelProfile, b: LevelProfile) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export interface DancerEdit {
  role: 'Lead' | 'Follow';
  draft: PersonDraft;
  stored: Competitor;
}

/**
 * The dancers to save for the edit form: only those that changed, so an
 * untouched partner is not rewritten, or what to fix first.
 */
export function dancerEdits(
  edits: readonly DancerEdit[],
): { ok: true; competitors: Competitor[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const competitors: Competitor[] = [];
  for (const { role, draft, stored } of edits) {
    const input = personInput({ ...draft, mode: 'new' }, role, problems);
    if (!input || !('name' in input)) {
      continue;
    }
    const levels = input.levels ?? {};
    const changed =
      input.name !== stored.name ||
      input.affiliation !== stored.affiliation ||
      !sameLevels(levels, stored.levels);
    if (changed) {
      competitors.push({ id: stored.id, name: input.name, affiliation: input.affiliation, levels });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, competitors };
}
