import type { CompetitionState } from '../competition/state';
import { OTHER_AFFILIATION, STANDING_AFFILIATIONS } from '../competition/affiliations';

/** The school a dancer's form names: public now, and the typed name waiting on the desk, if any. */
export interface SchoolOnForm {
  /** The dancer's public school: one on the list, or "Other" while a typed one waits. */
  affiliation: string;
  /** The name typed for "Other", private to the registrar until confirmed or merged. */
  typed?: string;
}

/**
 * A school typed for "Other" (issue 25): one already on the competition's
 * list (in any case) is simply that school; any other waits on the
 * registrar's desk as typed, and the dancer's public school is "Other"
 * until the registrar confirms it or merges it into one on the list. A
 * name typed by anybody on a public form is never printed before a person
 * read it.
 */
export function schoolTyped(state: CompetitionState, name: string): SchoolOnForm {
  const wanted = name.trim().toLowerCase();
  const listed = state.affiliations.find(
    (school) => school !== OTHER_AFFILIATION && school.toLowerCase() === wanted,
  );
  return listed ? { affiliation: listed } : { affiliation: OTHER_AFFILIATION, typed: name.trim() };
}

/** Where a confirmed school joins the list: before the trailing "Independent" and "Other". */
export function withSchool(affiliations: readonly string[], school: string): string[] {
  const catchAll = affiliations.findIndex((each) => STANDING_AFFILIATIONS.includes(each));
  const at = catchAll < 0 ? affiliations.length : catchAll;
  return [...affiliations.slice(0, at), school, ...affiliations.slice(at)];
}
