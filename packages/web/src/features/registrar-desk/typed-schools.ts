import type { RegistrarView } from '@floorcraft/domain';

/** A dancer whose typed school waits for the registrar. */
export interface TypedSchoolRow {
  competitorId: string;
  name: string;
  typed: string;
}

/**
 * The schools dancers typed for "Other" that wait on the desk (issue 25),
 * by dancer name; withdrawn dancers are left out (nothing of theirs is printed).
 */
export function typedSchools(
  view: Pick<RegistrarView, 'competitors' | 'registration'>,
): TypedSchoolRow[] {
  return Object.entries(view.registration.accounts ?? {})
    .flatMap(([competitorId, account]) => {
      const dancer = view.competitors[competitorId];
      return account.typedSchool !== undefined && dancer && !account.withdrawnAt
        ? [{ competitorId, name: dancer.name, typed: account.typedSchool }]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
