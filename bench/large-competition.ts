// A large competition, as commands: 1,500 couples from 40 schools, 300 events
// of mixed sizes (so about 700 rounds), for the setup benchmarks.
import { dances, type Command, type Dance, type Style } from '@floorcraft/domain';

export const LARGE = { couples: 1_500, events: 300, schools: 40 } as const;

/** Event sizes repeat this pattern: 1–4 rounds each, about 2.3 on average. */
const SIZES = [5, 9, 14, 20, 30, 11, 8, 16, 4, 10] as const;
const STYLES: readonly Style[] = ['Standard', 'Latin', 'Smooth', 'Rhythm'];
const LEVELS = [
  'Newcomer',
  'Bronze',
  'Silver',
  'Gold',
  'Novice',
  'Prechamp',
  'Championship',
] as const;
const DANCES: Record<string, readonly Dance[]> = {
  Standard: ['Waltz', 'Tango', 'Foxtrot'],
  Latin: ['ChaCha', 'Rumba', 'Jive'],
  Smooth: ['Waltz', 'Tango', 'Foxtrot'],
  Rhythm: ['ChaCha', 'Rumba', 'Swing'],
};

export const schoolName = (index: number) => `University ${index + 1}`;
export const eventName = (index: number) =>
  `${LEVELS[index % LEVELS.length]} ${STYLES[Math.floor(index / LEVELS.length) % STYLES.length]} ${index + 1}`;

/** The commands that build it, after `createCompetition`: events, one import, no rounds yet. */
export function largeCompetitionSetup(): Command[] {
  const commands: Command[] = [
    {
      type: 'setAffiliations',
      affiliations: Array.from({ length: LARGE.schools }, (_, index) => schoolName(index)),
    },
  ];
  const entries: string[][] = Array.from({ length: LARGE.couples }, () => []);
  let next = 0;
  for (let index = 0; index < LARGE.events; index += 1) {
    const style = STYLES[Math.floor(index / LEVELS.length) % STYLES.length]!;
    commands.push({
      type: 'saveEvent',
      event: {
        name: eventName(index),
        eventLevel: LEVELS[index % LEVELS.length]!,
        style,
        eventDances: [...(DANCES[style] ?? dances.slice(0, 2))],
      },
    });
    for (let seat = 0; seat < SIZES[index % SIZES.length]!; seat += 1) {
      entries[next % LARGE.couples]!.push(eventName(index));
      next += 1;
    }
  }
  commands.push({
    type: 'importCouples',
    couples: entries.map((events, index) => ({
      lead: { name: `Lead ${index + 1}`, affiliation: schoolName(index % LARGE.schools) },
      follow: { name: `Follow ${index + 1}`, affiliation: schoolName(index % LARGE.schools) },
      events,
    })),
  });
  return commands;
}

/** Generating every event's rounds, one command each (as the schedule screen does). */
export function largeCompetitionRounds(): Command[] {
  return Array.from({ length: LARGE.events }, (_, index) => ({
    type: 'generateRounds' as const,
    eventName: eventName(index),
  }));
}

/** The whole large competition as bench:ui opens it: set up, every round generated, timed. */
export function largeTimedCompetition(): Command[] {
  return [...largeCompetitionSetup(), ...largeCompetitionRounds(), { type: 'assignStartTimes' }];
}
