/** The enumerations of spec §3, in the order screens list them. */

export const levels = [
  'Newcomer',
  'Bronze',
  'Silver',
  'Gold',
  'Novice',
  'Prechamp',
  'Championship',
  'Syllabus',
  'Open',
  'Amateur',
  'Beginner',
  'Advanced',
] as const;
export type Level = (typeof levels)[number];

export const styles = ['Standard', 'Latin', 'Smooth', 'Rhythm', 'Nightclub'] as const;
export type Style = (typeof styles)[number];

/** Dances of spec §3; Awards and Break are schedule items, not dances that are marked. */
export const dances = [
  'Waltz',
  'Tango',
  'Foxtrot',
  'Quickstep',
  'Viennese Waltz',
  'ChaCha',
  'Samba',
  'Rumba',
  'Jive',
  'Paso Doble',
  'Swing',
  'Mambo',
  'Bolero',
  'Salsa',
  'Bachata',
  'West Coast Swing',
  'Night Club Two Step',
  'Merengue',
  'Argentine Tango',
  'Awards',
  'Break',
] as const;
export type Dance = (typeof dances)[number];

export const ageGroups = [
  'Preteen1',
  'Preteen2',
  'Junior1',
  'Junior2',
  'Youth',
  'Under21',
  'Student',
  'Adult',
  'Senior1',
  'Senior2',
  'Senior3',
  'Senior4',
] as const;
export type AgeGroup = (typeof ageGroups)[number];

/** Registration phases of spec §3 (computed from registration time, spec §4). */
export const registrationPhases = ['Pending', 'Late', 'Normal', 'Early'] as const;
export type RegistrationPhase = (typeof registrationPhases)[number];

/** Round state codes of spec §4. Any state may be written directly. */
export const roundStates = {
  Initialized: 0,
  Empty: 1,
  Running: 2,
  Skipped: 3,
  Marked: 4,
  Posted: 5,
} as const;
export type RoundStateName = keyof typeof roundStates;
export type RoundState = (typeof roundStates)[RoundStateName];

/** The name of a round state code, for screens: 2 → "Running". */
export function roundStateName(code: RoundState): RoundStateName {
  const entry = Object.entries(roundStates).find(([, value]) => value === code);
  return (entry?.[0] ?? 'Initialized') as RoundStateName;
}

/** The dances each style usually has, offered when an event is created. */
export const stylesDances: Record<Style, readonly Dance[]> = {
  Standard: ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'],
  Latin: ['ChaCha', 'Samba', 'Rumba', 'Paso Doble', 'Jive'],
  Smooth: ['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz'],
  Rhythm: ['ChaCha', 'Rumba', 'Swing', 'Bolero', 'Mambo'],
  Nightclub: [
    'Salsa',
    'Bachata',
    'West Coast Swing',
    'Night Club Two Step',
    'Merengue',
    'Argentine Tango',
  ],
};
