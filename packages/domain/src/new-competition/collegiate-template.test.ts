import { describe, expect, it } from 'vitest';
import { scheduleConflicts } from '../setup/conflicts';
import { scheduledRounds } from '../competition/schedule';
import { isAwardsItem, isScheduleItem } from '../competition/schedule-items';
import { run } from '../../testing/setup-competition';
import { springDetails } from '../../testing/new-competition-details';
import { startingCommands } from './starting-commands';

const template = () => run(undefined, ...startingCommands({ from: 'collegiate' }, springDetails()));

describe('the collegiate template', () => {
  it('has every level from Newcomer to Championship in each of the four styles', () => {
    const state = template();
    const events = Object.values(state.events).filter((event) => !isScheduleItem(event));
    const byStyle = (style: string) =>
      events.filter((event) => event.style === style).map((event) => event.eventLevel);
    const levels = ['Newcomer', 'Bronze', 'Silver', 'Gold', 'Novice', 'Prechamp', 'Championship'];

    expect(events).toHaveLength(28);
    for (const style of ['Standard', 'Latin', 'Smooth', 'Rhythm']) {
      expect(byStyle(style)).toEqual(levels);
    }
    expect(state.events['Pre-Champ Latin']?.eventLevel).toBe('Prechamp');
  });

  it('gives each level its usual dances, more as the level rises', () => {
    const { events } = template();
    const dancesOf = (name: string) => events[name]?.eventDances;

    expect(dancesOf('Newcomer Standard')).toEqual(['Waltz', 'Quickstep']);
    expect(dancesOf('Newcomer Latin')).toEqual(['ChaCha', 'Rumba']);
    expect(dancesOf('Newcomer Smooth')).toEqual(['Waltz', 'Tango']);
    expect(dancesOf('Newcomer Rhythm')).toEqual(['ChaCha', 'Rumba']);
    expect(dancesOf('Bronze Standard')).toEqual(['Waltz', 'Tango', 'Quickstep']);
    expect(dancesOf('Bronze Latin')).toEqual(['ChaCha', 'Rumba', 'Jive']);
    expect(dancesOf('Bronze Smooth')).toEqual(['Waltz', 'Tango', 'Foxtrot']);
    expect(dancesOf('Bronze Rhythm')).toEqual(['ChaCha', 'Rumba', 'Swing']);
    expect(dancesOf('Silver Standard')).toEqual(['Waltz', 'Tango', 'Foxtrot', 'Quickstep']);
    expect(dancesOf('Silver Latin')).toEqual(['ChaCha', 'Samba', 'Rumba', 'Jive']);
    expect(dancesOf('Silver Rhythm')).toEqual(['ChaCha', 'Rumba', 'Swing', 'Bolero']);
    expect(dancesOf('Gold Standard')).toEqual([
      'Waltz',
      'Tango',
      'Viennese Waltz',
      'Foxtrot',
      'Quickstep',
    ]);
    expect(dancesOf('Championship Latin')).toEqual([
      'ChaCha',
      'Samba',
      'Rumba',
      'Paso Doble',
      'Jive',
    ]);
    expect(dancesOf('Novice Smooth')).toEqual(['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz']);
    expect(dancesOf('Pre-Champ Rhythm')).toEqual(['ChaCha', 'Rumba', 'Swing', 'Bolero', 'Mambo']);
  });

  it('schedules every event once, the lunch break mid-day and the awards last, timed', () => {
    const state = template();
    const day = scheduledRounds(state.events);
    const names = day.map((round) => round.eventName);
    const lunch = names.indexOf('Lunch Break');

    expect(day).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
    expect(day.map((round) => round.scheduleIndex)).toEqual(day.map((_, index) => index + 1));
    expect(lunch).toBe(14);
    expect(names.slice(0, lunch).every((name) => /Standard|Smooth/.test(name))).toBe(true);
    expect(names.slice(lunch + 1, -1).every((name) => /Latin|Rhythm/.test(name))).toBe(true);
    expect(isAwardsItem(state.events[names.at(-1)!]!)).toBe(true);
    expect(day.every((round) => round.roundStartTime.startsWith('2028-03-04T'))).toBe(true);
    expect(day[0]?.roundStartTime).toBe('2028-03-04T09:00');
    expect(scheduleConflicts(state)).toEqual([]);
  });

  it('starts with no schools but Independent and Other, and the currency named', () => {
    const state = run(
      undefined,
      ...startingCommands({ from: 'collegiate' }, springDetails({ currency: 'CAD' })),
    );
    expect(state.affiliations).toEqual(['Independent', 'Other']);
    expect(state.registration.fees?.currency).toBe('CAD');
    expect(state.competitors).toEqual({});
  });
});
