import { competitorSchema, type Competitor, type LevelProfile } from '@floorcraft/domain';
import { domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  COUPLE_LABELS,
  personErrors,
  personInput,
  type PersonDraft,
  type PersonPath,
} from './couple-form-model';

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

const pathOf = (role: DancerEdit['role']): PersonPath => (role === 'Lead' ? 'lead' : 'follow');

/** The dancer as saveCompetitor takes them: the stored id with the form's name, school, levels. */
function competitorOf({ draft, stored }: DancerEdit): Competitor {
  const input = personInput({ ...draft, mode: 'new' });
  return 'name' in input
    ? {
        id: stored.id,
        name: input.name,
        affiliation: input.affiliation,
        levels: input.levels ?? {},
        // The dialog does not edit the age group; saving must not lose it (a replace, not a merge).
        ...(stored.ageGroup && { ageGroup: stored.ageGroup }),
      }
    : stored;
}

/** The domain's own schema of a dancer, its problems at the dancer's place on the form. */
const checkDancer: Record<PersonPath, (edit: DancerEdit) => FieldErrors> = {
  lead: domainResolver({ schema: competitorSchema, input: competitorOf, at: 'lead' }),
  follow: domainResolver({ schema: competitorSchema, input: competitorOf, at: 'follow' }),
};

/**
 * The edit form's checks, by form path: the form's own words for a missing
 * name or school, then the domain's schema of each dancer.
 */
export function dancerRules(edits: readonly DancerEdit[]): FieldErrors {
  const own = edits.reduce<FieldErrors>(
    (errors, edit) => ({
      ...errors,
      ...personErrors({ ...edit.draft, mode: 'new' }, pathOf(edit.role)),
    }),
    {},
  );
  if (Object.keys(own).length > 0) {
    return own;
  }
  return edits.reduce<FieldErrors>(
    (errors, edit) => ({ ...errors, ...checkDancer[pathOf(edit.role)](edit) }),
    {},
  );
}

/**
 * The dancers to save for the edit form: only those that changed, so an
 * untouched partner is not rewritten, or what to fix first.
 */
export function dancerEdits(
  edits: readonly DancerEdit[],
): { ok: true; competitors: Competitor[] } | { ok: false; problems: string[] } {
  const errors = dancerRules(edits);
  if (Object.keys(errors).length > 0) {
    return { ok: false, problems: fieldProblems(errors, COUPLE_LABELS) };
  }
  const competitors = edits
    .map((edit) => ({ edit, competitor: competitorOf(edit) }))
    .filter(
      ({ edit: { stored }, competitor }) =>
        competitor.name !== stored.name ||
        competitor.affiliation !== stored.affiliation ||
        !sameLevels(competitor.levels, stored.levels),
    )
    .map(({ competitor }) => competitor);
  return { ok: true, competitors };
}
