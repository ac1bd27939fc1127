import type { CoupleInput } from '../setup/commands';
import type { EventDefinition } from '../competition/dance-event';
import type { Level } from '../competition/enumerations';
import { demoCouples } from './demo-people';

/** The demo's events, in the order their rounds go on the schedule. */
export const DEMO_EVENTS: readonly EventDefinition[] = [
  {
    name: 'Newcomer Standard',
    eventLevel: 'Newcomer',
    style: 'Standard',
    eventDances: ['Waltz', 'Quickstep'],
  },
  {
    name: 'Newcomer Latin',
    eventLevel: 'Newcomer',
    style: 'Latin',
    eventDances: ['ChaCha', 'Rumba'],
  },
  {
    name: 'Bronze Standard',
    eventLevel: 'Bronze',
    style: 'Standard',
    eventDances: ['Waltz', 'Tango', 'Quickstep'],
  },
  {
    name: 'Bronze Latin',
    eventLevel: 'Bronze',
    style: 'Latin',
    eventDances: ['ChaCha', 'Rumba', 'Jive'],
  },
  {
    name: 'Silver Standard',
    eventLevel: 'Silver',
    style: 'Standard',
    eventDances: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep'],
  },
  {
    name: 'Silver Latin',
    eventLevel: 'Silver',
    style: 'Latin',
    eventDances: ['ChaCha', 'Samba', 'Rumba', 'Jive'],
  },
  { name: 'Lunch Break', eventDances: ['Break'] },
  {
    name: 'Bronze Smooth',
    eventLevel: 'Bronze',
    style: 'Smooth',
    eventDances: ['Waltz', 'Tango', 'Foxtrot'],
  },
  {
    name: 'Bronze Rhythm',
    eventLevel: 'Bronze',
    style: 'Rhythm',
    eventDances: ['ChaCha', 'Rumba', 'Swing'],
  },
  {
    name: 'Gold Smooth',
    eventLevel: 'Gold',
    style: 'Smooth',
    eventDances: ['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz'],
  },
  {
    name: 'Newcomer Nightclub',
    eventLevel: 'Newcomer',
    style: 'Nightclub',
    eventDances: ['Salsa', 'Bachata'],
  },
  {
    name: 'Novice Latin',
    eventLevel: 'Novice',
    style: 'Latin',
    eventDances: ['ChaCha', 'Samba', 'Rumba', 'Paso Doble', 'Jive'],
  },
  {
    name: 'Open Standard',
    eventLevel: 'Open',
    style: 'Standard',
    eventDances: ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'],
  },
  { name: 'Awards', eventDances: ['Awards'] },
];

/** Which events a couple of each level enters; `alternate` is used by every other couple. */
const EVENTS_BY_LEVEL: Partial<Record<Level, { always: string[]; alternate: string[] }>> = {
  Newcomer: { always: ['Newcomer Standard', 'Newcomer Latin'], alternate: ['Newcomer Nightclub'] },
  Bronze: {
    always: ['Bronze Standard', 'Bronze Latin'],
    alternate: ['Bronze Smooth', 'Bronze Rhythm'],
  },
  Silver: { always: ['Silver Standard', 'Silver Latin'], alternate: [] },
  Gold: { always: ['Gold Smooth', 'Open Standard'], alternate: [] },
  Novice: { always: ['Novice Latin', 'Open Standard'], alternate: [] },
  Open: { always: ['Open Standard', 'Gold Smooth'], alternate: ['Novice Latin'] },
};

/** The demo's 72 couples from ten schools, each with the events of their level. */
export function demoCoupleEntries(): CoupleInput[] {
  return demoCouples(72).map((couple, index) => {
    const plan = EVENTS_BY_LEVEL[couple.level] ?? { always: [], alternate: [] };
    const pick = plan.alternate.length > 0 ? [plan.alternate[index % plan.alternate.length]!] : [];
    const extra = index % 2 === 0 ? pick : plan.alternate.length > 1 ? pick : [];
    return {
      lead: { name: couple.lead, affiliation: couple.school },
      follow: { name: couple.follow, affiliation: couple.school },
      events: [...plan.always, ...extra],
    };
  });
}
