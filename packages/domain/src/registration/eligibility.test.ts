import { describe, expect, it } from 'vitest';
import type { EventDefinition, LevelProfile } from '../competition/dance-event';
import type { Level, Style } from '../competition/enumerations';
import { eligibleEvents, ineligibility } from './eligibility';

const event = (eventLevel: Level | undefined, style: Style | undefined): EventDefinition => ({
  name: `${eventLevel ?? 'Any'} ${style ?? 'Mixed'}`,
  ...(eventLevel && { eventLevel }),
  ...(style && { style }),
  eventDances: ['Waltz'],
});
const dancer = (levels: LevelProfile) => ({ name: 'Ann', levels });
const may = (levels: LevelProfile, eventLevel: Level | undefined, style: Style | undefined) =>
  ineligibility(event(eventLevel, style), [dancer(levels)]) === undefined;

describe('level eligibility (ADR 019, spec §5): never below your level in a style', () => {
  it.each<[Level, Level, boolean]>([
    ['Newcomer', 'Newcomer', true],
    ['Newcomer', 'Bronze', true],
    ['Newcomer', 'Championship', true],
    ['Beginner', 'Newcomer', true],
    ['Bronze', 'Newcomer', false],
    ['Bronze', 'Beginner', false],
    ['Bronze', 'Bronze', true],
    ['Silver', 'Bronze', false],
    ['Silver', 'Gold', true],
    ['Gold', 'Syllabus', true],
    ['Syllabus', 'Gold', true],
    ['Gold', 'Silver', false],
    ['Gold', 'Novice', true],
    ['Novice', 'Gold', false],
    ['Novice', 'Prechamp', true],
    ['Prechamp', 'Novice', false],
    ['Championship', 'Prechamp', false],
    ['Championship', 'Championship', true],
    // A dancer at the open tier ranks with Novice (spec §5: Open matches Novice and above).
    ['Open', 'Gold', false],
    ['Open', 'Novice', true],
    ['Amateur', 'Silver', false],
    ['Advanced', 'Prechamp', true],
    // Open, Amateur and Advanced events are open to every level.
    ['Championship', 'Open', true],
    ['Championship', 'Amateur', true],
    ['Championship', 'Advanced', true],
    ['Newcomer', 'Open', true],
  ])('a %s Standard dancer in a %s Standard event: %s', (level, eventLevel, allowed) => {
    expect(may({ standardLevel: level }, eventLevel, 'Standard')).toBe(allowed);
  });

  it('reads the level of the event’s own style', () => {
    const levels: LevelProfile = {
      standardLevel: 'Gold',
      latinLevel: 'Bronze',
      smoothLevel: 'Silver',
      rhythmLevel: 'Championship',
    };
    expect(may(levels, 'Bronze', 'Standard')).toBe(false);
    expect(may(levels, 'Bronze', 'Latin')).toBe(true);
    expect(may(levels, 'Bronze', 'Smooth')).toBe(false);
    expect(may(levels, 'Silver', 'Smooth')).toBe(true);
    expect(may(levels, 'Prechamp', 'Rhythm')).toBe(false);
  });

  it('does not restrict Nightclub, events without a level or style, or a dancer without a level', () => {
    expect(may({ standardLevel: 'Championship' }, 'Newcomer', 'Nightclub')).toBe(true);
    expect(may({ standardLevel: 'Championship' }, undefined, 'Standard')).toBe(true);
    expect(may({ standardLevel: 'Championship' }, 'Newcomer', undefined)).toBe(true);
    expect(may({}, 'Newcomer', 'Standard')).toBe(true);
  });

  it('refuses the couple when either dancer is above the event, naming them', () => {
    const bronze = event('Bronze', 'Latin');
    expect(
      ineligibility(bronze, [
        { name: 'Ann', levels: { latinLevel: 'Bronze' } },
        { name: 'Bo', levels: { latinLevel: 'Gold' } },
      ]),
    ).toBe(
      'Bo dances Latin at Gold, above "Bronze Latin" (Bronze): enter an event at or above your level',
    );
  });

  it('never offers Awards or Break (spec §5)', () => {
    for (const name of ['Awards', 'Lunch Break', 'Sunday awards']) {
      const item: EventDefinition = { name, eventDances: ['Awards'] };
      expect(ineligibility(item, [dancer({})])).toMatch(/schedule item/);
    }
  });

  it('filters a list of events, in order', () => {
    const events = [
      event('Newcomer', 'Standard'),
      event('Gold', 'Standard'),
      { name: 'Awards', eventDances: ['Awards'] } satisfies EventDefinition,
      event('Open', 'Standard'),
    ];
    expect(
      eligibleEvents(events, [dancer({ standardLevel: 'Silver' })]).map((e) => e.name),
    ).toEqual(['Gold Standard', 'Open Standard']);
  });
});
