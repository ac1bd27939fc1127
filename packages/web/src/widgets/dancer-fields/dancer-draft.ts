import { OTHER_AFFILIATION, type AgeGroup, type LevelProfile } from '@floorcraft/domain';

/**
 * One dancer as a form holds them while they are typed (issue 13): what the
 * registration form, a dancer's own corrections on /updateEntries and the
 * staff's forms share. Strings as typed and nulls for unchosen selects; the
 * command's input is made from it by `dancerDetails`.
 */
export interface DancerDraft {
  name: string;
  email: string;
  /** One of the competition's affiliations, `Other`, or null before one is chosen. */
  affiliation: string | null;
  /** The school's name when `affiliation` is `Other`. */
  otherAffiliation: string;
  levels: LevelProfile;
  ageGroup: AgeGroup | null;
  student: boolean;
}

/** A dancer nobody has typed yet. */
export function emptyDancerDraft(): DancerDraft {
  return {
    name: '',
    email: '',
    affiliation: null,
    otherAffiliation: '',
    levels: {},
    ageGroup: null,
    student: false,
  };
}

/** The dancer's fields as the registration commands take them (`registrantSchema`, `correctDancer`). */
export interface DancerDetails {
  name: string;
  email: string;
  affiliation: string;
  otherAffiliation?: string;
  levels: LevelProfile;
  ageGroup?: AgeGroup;
  student: boolean;
}

/**
 * The draft as the command's fields: trimmed, only the styles given a level
 * (an unset level is absent, not "no level"), the other school's name only
 * with `Other`, and no age group unless one was chosen.
 */
export function dancerDetails(draft: DancerDraft): DancerDetails {
  const levels = Object.fromEntries(
    Object.entries(draft.levels).filter(([, level]) => Boolean(level)),
  ) as LevelProfile;
  const other = draft.otherAffiliation.trim();
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    affiliation: draft.affiliation ?? '',
    ...(draft.affiliation === OTHER_AFFILIATION && other !== '' && { otherAffiliation: other }),
    levels,
    ...(draft.ageGroup !== null && { ageGroup: draft.ageGroup }),
    student: draft.student,
  };
}
