/**
 * The schools a dancer may name, written once: the two every list ends with,
 * the ten every competition had before issue 25, and how a form offers them.
 * No Zod here, so a page that needs only the words loads no command schema.
 */

/** The affiliation a registrant picks when their school or club is not on the list. */
export const OTHER_AFFILIATION = 'Other';

/**
 * The affiliations that are nobody's school, last on every list: a dancer of no
 * school, and one whose school is not listed yet. Each such dancer is billed on
 * their own, and a confirmed school joins the list before them.
 */
export const STANDING_AFFILIATIONS: readonly string[] = ['Independent', OTHER_AFFILIATION];

/** Ten university teams: the demo's schools, and every competition's before issue 25. */
export const LEGACY_SCHOOLS: readonly string[] = [
  'Harbor City University',
  'Northbridge College',
  'Lakeside State University',
  'Westfield Institute of Technology',
  'Riverside University',
  'St. Aldric College',
  'Summit Valley University',
  'Eastport University',
  'Pinecrest College',
  'Meridian University',
];

/**
 * The schools a form offers: the competition's list, then any the dancers
 * already have that it lacks (a school typed by an import stays choosable),
 * then Other, once and last.
 */
export function schoolChoices(affiliations: readonly string[], ...current: string[]): string[] {
  const named = [...affiliations, ...current].filter((school) => school !== OTHER_AFFILIATION);
  return [...new Set(named), OTHER_AFFILIATION];
}
