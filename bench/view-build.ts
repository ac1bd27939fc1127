// What building a view costs on the largest competition (1,500 couples, 300
// events, ~690 rounds), now that every view is made from the allow-list of
// state fields (ADR 018): once whole (a server's first view, or a view rebuilt
// for a client resuming from an old version), and after one check-in (what
// every coalesced change costs each audience). Run: npm run bench:view-build.
import { demoMetadata, publicView, staffView, type CompetitionState } from '@floorcraft/domain';
import { run } from '@floorcraft/domain/testing';
import { largeCompetitionRounds, largeCompetitionSetup } from './large-competition';
import { printMachine } from './machine';

printMachine('bench:view-build');

const RUNS = 9;
/** Targets: a view after one change well inside the 25 ms coalescing window; a whole view. */
const TARGETS = { afterOneChangeMs: 10, wholeMs: 250 };

/** Median milliseconds of `RUNS` calls of `measured`, each after its own `prepare`. */
function median<T>(prepare: () => T, measured: (input: T) => unknown): number {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const input = prepare();
    const started = performance.now();
    measured(input);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

let state = run(undefined, {
  type: 'createCompetition',
  slug: 'large-open',
  metadata: demoMetadata('2027-01-10'),
});
for (const command of [...largeCompetitionSetup(), ...largeCompetitionRounds()]) {
  state = run(state, command);
}

const [eventName, event] = Object.entries(state.events).find(([, candidate]) =>
  Object.values(candidate.rounds).some((round) => Object.keys(round.entries).length > 0),
)!;
const [roundText, round] = Object.entries(event.rounds).find(
  ([, candidate]) => Object.keys(candidate.entries).length > 0,
)!;
const entryId = Object.keys(round.entries)[0]!;
let checkedIn = false;
/** The state after one more check-in, with the views of the state before it already built. */
function afterOneCheckIn(): CompetitionState {
  publicView(state);
  staffView(state);
  checkedIn = !checkedIn;
  state = run(state, {
    type: 'checkIn',
    eventName,
    roundNumber: Number(roundText),
    entryId,
    checkedIn,
  });
  return state;
}

const results = {
  publicWhole: median(() => structuredClone(state), publicView),
  staffWhole: median(() => structuredClone(state), staffView),
  publicAfterOne: median(afterOneCheckIn, publicView),
  staffAfterOne: median(afterOneCheckIn, staffView),
};
console.log(`public view, whole:            ${results.publicWhole.toFixed(1)} ms`);
console.log(`staff view, whole:             ${results.staffWhole.toFixed(1)} ms`);
console.log(`public view after a check-in:  ${results.publicAfterOne.toFixed(2)} ms`);
console.log(`staff view after a check-in:   ${results.staffAfterOne.toFixed(2)} ms`);
const missed =
  Math.max(results.publicAfterOne, results.staffAfterOne) > TARGETS.afterOneChangeMs ||
  Math.max(results.publicWhole, results.staffWhole) > TARGETS.wholeMs;
if (missed) {
  console.log(`target missed: ${JSON.stringify(TARGETS)}`);
}
process.exitCode = missed ? 1 : 0;
