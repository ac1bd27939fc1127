import type { Command } from '../../composition/command';
import type { CompetitionState } from '../../competition/state';
import { demoMetadata } from '../../demo/demo-competition';
import { commandRunner } from '../../../testing/context';
import { publicView, type PublicView } from '../public-view';

/** Each command a second later than the last, so posting times order the results. */
export const run = commandRunner({ ticking: true });

export const JUDGES = ['judge-a', 'judge-b', 'judge-c'];

/** Three judges and the events named, each with `couples` couples, rounds generated and timed. */
export function competition(events: { name: string; couples: number }[]): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'live-open', metadata: demoMetadata('2027-01-10') },
    ...JUDGES.map((key, index): Command => ({
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABC'[index]!}`, role: 'Judge', bio: '' },
    })),
    ...events.flatMap(({ name, couples }): Command[] => [
      {
        type: 'saveEvent',
        event: /break/i.test(name)
          ? { name, eventDances: ['Break'] }
          : { name, eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
      },
      ...(couples > 0
        ? [
            {
              type: 'importCouples',
              couples: Array.from({ length: couples }, (_, index) => ({
                lead: { name: `${name} Lead ${index + 1}`, affiliation: 'Riverside University' },
                follow: { name: `${name} Follow ${index + 1}`, affiliation: 'Pinecrest College' },
                events: [name],
              })),
            } satisfies Command,
          ]
        : []),
      { type: 'generateRounds', eventName: name },
    ]),
    { type: 'assignStartTimes' },
  );
}

export const LATIN = 'Silver Latin';
export const RHYTHM = 'Gold Rumba';

/** Silver Latin (8 couples: Semi-Final and Final), a break, Gold Rumba (4 couples: a Final). */
export const day = () =>
  competition([
    { name: LATIN, couples: 8 },
    { name: 'Lunch Break', couples: 0 },
    { name: RHYTHM, couples: 4 },
  ]);

/** The competitor numbers dancing in a round, ascending. */
export function numbersIn(state: CompetitionState, eventName: string, roundNumber: number) {
  return Object.values(state.events[eventName]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
}

/** Starts a round and submits every judge's Rumba card: `card` gives the numbers. */
export function marked(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  card: (dancing: number[]) => number[],
): CompetitionState {
  const started = run(state, { type: 'startRound', eventName, roundNumber });
  const dancing = numbersIn(started, eventName, roundNumber);
  return run(
    started,
    ...JUDGES.map((judgeKey): Command => ({
      type: 'submitMarks',
      eventName,
      roundNumber,
      judgeKey,
      dance: 'Rumba',
      couples: card(dancing),
    })),
  );
}

export const spectators = (state: CompetitionState): PublicView => publicView(state);
