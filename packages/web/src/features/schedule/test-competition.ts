import {
  demoMetadata,
  type Command,
  type CompetitionState,
  type EventDefinition,
} from '@floorcraft/domain';
import { run } from '../../test-support/run-commands';

export { run };

/** A new competition (9–10 February 2027) after `commands`, for this feature's tests. */
export function competition(...commands: Command[]): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'test-open', metadata: demoMetadata('2027-01-10') },
    ...commands,
  );
}

/** An event of `couples` couples, each lead and follow a new dancer. */
export function eventWithCouples(
  name: string,
  couples: number,
  extra: Partial<EventDefinition> = {},
): Command[] {
  return [
    {
      type: 'saveEvent',
      event: {
        name,
        eventLevel: 'Bronze',
        style: 'Standard',
        eventDances: ['Waltz', 'Tango'],
        ...extra,
      },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: couples }, (_, index) => ({
        lead: { name: `${name} Lead ${index + 1}`, affiliation: 'Harbor City University' },
        follow: { name: `${name} Follow ${index + 1}`, affiliation: 'Riverside University' },
        events: [name],
      })),
    },
  ];
}
