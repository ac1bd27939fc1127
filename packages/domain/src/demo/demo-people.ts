import { LEGACY_SCHOOLS } from '../competition/affiliations';
import type { Level } from '../competition/enumerations';

/** The demo's university teams, as they appear on heat sheets. */
export const DEMO_SCHOOLS = LEGACY_SCHOOLS;

const FIRST_LEADS = [
  'Adrian',
  'Ben',
  'Carlos',
  'Daniel',
  'Elias',
  'Felix',
  'Gabriel',
  'Henry',
  'Isaac',
  'Jonah',
  'Kai',
  'Leo',
  'Marcus',
  'Nikhil',
  'Oscar',
  'Pablo',
  'Quentin',
  'Rafael',
  'Samuel',
  'Tomas',
  'Umar',
  'Victor',
  'Wei',
  'Yusuf',
];
const FIRST_FOLLOWS = [
  'Amelia',
  'Bianca',
  'Chloe',
  'Daria',
  'Elena',
  'Fiona',
  'Grace',
  'Hana',
  'Iris',
  'Julia',
  'Keiko',
  'Lena',
  'Maya',
  'Nora',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Sofia',
  'Tara',
  'Uma',
  'Vera',
  'Willa',
  'Yara',
  'Zoe',
];
const SURNAMES = [
  'Abbott',
  'Baker',
  'Chen',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Santos',
  'Tanaka',
  'Usman',
  'Vargas',
  'Walsh',
  'Xu',
  'Young',
  'Zimmer',
];

export interface DemoCouple {
  lead: string;
  follow: string;
  school: string;
  level: Level;
}

/** The level ladder couples are spread over, most couples at the lower levels. */
const LEVEL_MIX: readonly Level[] = [
  'Newcomer',
  'Newcomer',
  'Bronze',
  'Bronze',
  'Bronze',
  'Silver',
  'Silver',
  'Gold',
  'Novice',
  'Open',
];

/** `count` couples with plausible, distinct names, spread over the ten schools and the levels. */
export function demoCouples(count: number): DemoCouple[] {
  return Array.from({ length: count }, (_, index) => ({
    lead: `${FIRST_LEADS[index % FIRST_LEADS.length]} ${SURNAMES[(index * 7) % SURNAMES.length]}`,
    follow: `${FIRST_FOLLOWS[index % FIRST_FOLLOWS.length]} ${SURNAMES[(index * 11 + 3) % SURNAMES.length]}`,
    school: DEMO_SCHOOLS[index % DEMO_SCHOOLS.length]!,
    level: LEVEL_MIX[(index * 3) % LEVEL_MIX.length]!,
  }));
}
