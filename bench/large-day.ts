// The large competition part-way through its day, on a running server, for the benchmarks
// that open the public pages: seven judges, the first rounds of the schedule danced (random
// marks), cut, approved and posted, the next round on the floor with its first heat called,
// and the results page switched on. Posting goes through the server's command pipeline, so
// every round costs what it costs the scrutineer's desk.
import {
  demoMetadata,
  roundOutcome,
  scheduledRounds,
  type Command,
  type CompetitionState,
} from '@floorcraft/domain';
import { largeTimedCompetition } from './large-competition';

const JUDGES = 7;
/**
 * The competition starts today, so the schedule and the live page have today's rounds: the
 * demo's metadata puts the start 30 days after the date given.
 */
const MONTH_AGO = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

interface DayServer {
  run: (command: Command) => Promise<number>;
  state: () => CompetitionState;
}

/** Creates competition `slug` with every round generated and timed, and its judges. */
export async function setUpLargeCompetition(slug: string, { run }: DayServer): Promise<void> {
  await run({ type: 'createCompetition', slug, metadata: demoMetadata(MONTH_AGO) });
  for (let index = 0; index < JUDGES; index += 1) {
    await run({
      type: 'saveOfficial',
      official: { key: `judge-${index}`, name: `Judge ${index + 1}`, role: 'Judge', bio: '' },
    });
  }
  for (const command of largeTimedCompetition()) {
    await run(command);
  }
}

/**
 * Posts the first `posted` rounds of the schedule that have couples and calls the first heat
 * of the next; answers how many rounds were posted. `rehearseRound` on a round not started
 * fills its cards with random marks (allowed outside a rehearsal competition, so the public
 * pages show no rehearsal banner).
 */
export async function playLargeDay(posted: number, { run, state }: DayServer): Promise<number> {
  let done = 0;
  for (const { eventName, roundNumber } of scheduledRounds(state().events)) {
    const round = state().events[eventName]?.rounds[roundNumber];
    if (!round || Object.keys(round.entries).length === 0) {
      continue;
    }
    if (done === posted) {
      const dance = state().events[eventName]!.eventDances[0];
      await run({ type: 'startRound', eventName, roundNumber });
      await run({ type: 'callHeat', eventName, roundNumber, heat: 1, dance });
      break;
    }
    await run({ type: 'rehearseRound', eventName, roundNumber, seed: done + 1 });
    const outcome = roundOutcome(state(), eventName, roundNumber);
    if (outcome?.kind === 'prelim' && outcome.tie) {
      await run({ type: 'setRecallCut', eventName, roundNumber, recall: outcome.tie.more });
    }
    await run({ type: 'approveRound', eventName, roundNumber });
    await run({ type: 'postRound', eventName, roundNumber });
    done += 1;
  }
  await run({ type: 'updateMetadata', patch: { resultsPageShown: true } });
  return done;
}
