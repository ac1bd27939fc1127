// How big the public view grows over a competition day: the large competition
// (1,500 couples, 300 events, ~690 rounds) with seven judges, every round
// danced (the rehearsal fill), cut, approved and posted in schedule order,
// through the domain alone. A spectator's phone downloads the public view
// whole when it opens /live or /results, so its size is what a phone on the
// venue's Wi-Fi pays. Run: npm run bench:view-size.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  demoMetadata,
  publicView,
  roundOutcome,
  scheduledRounds,
  staffView,
} from '@floorcraft/domain';
import { run } from '@floorcraft/domain/testing';
import { largeCompetitionRounds, largeCompetitionSetup } from './large-competition';
import { printMachine } from './machine';

printMachine('bench:view-size');

const JUDGES = 7;
/** What a phone may download to open /live at the end of the largest day (gzip). */
const TARGET_GZIP_KIB = 500;

const gzipKib = (view: unknown) => gzipSync(JSON.stringify(view)).length / 1024;

function sizes(label: string, view: unknown): string {
  const json = JSON.stringify(view).length / 1024;
  return `${label}: ${json.toFixed(0)} KiB JSON, ${gzipKib(view).toFixed(0)} KiB gzip`;
}

const started = performance.now();
let state = run(undefined, {
  type: 'createCompetition',
  slug: 'large-open',
  metadata: demoMetadata('2027-01-10'),
});
for (let index = 0; index < JUDGES; index += 1) {
  state = run(state, {
    type: 'saveOfficial',
    official: { key: `judge-${index}`, name: `Judge ${index + 1}`, role: 'Judge', bio: '' },
  });
}
for (const command of [...largeCompetitionSetup(), ...largeCompetitionRounds()]) {
  state = run(state, command);
}
// Random marks fill a round on the floor only in a competition marked as a rehearsal.
state = run(state, { type: 'updateSettings', patch: { rehearsal: true } });
console.log(sizes('before the day', publicView(state)));

const rounds = scheduledRounds(state.events);
let posted = 0;
for (const { eventName, roundNumber } of rounds) {
  const round = state.events[eventName]!.rounds[roundNumber]!;
  if (Object.keys(round.entries).length === 0) {
    continue;
  }
  state = run(state, { type: 'startRound', eventName, roundNumber });
  state = run(state, { type: 'rehearseRound', eventName, roundNumber, seed: posted + 1 });
  const outcome = roundOutcome(state, eventName, roundNumber);
  if (outcome?.kind === 'prelim' && outcome.tie) {
    state = run(state, { type: 'setRecallCut', eventName, roundNumber, recall: outcome.tie.more });
  }
  state = run(state, { type: 'approveRound', eventName, roundNumber });
  state = run(state, { type: 'postRound', eventName, roundNumber });
  posted += 1;
  if (posted === Math.round(rounds.length / 2)) {
    console.log(sizes(`half the day (${posted} rounds posted)`, publicView(state)));
  }
}
console.log(sizes(`the whole day (${posted} rounds posted)`, publicView(state)));
console.log(sizes('staff view, the whole day', staffView(state)));
// What one snapshot frame costs to make: the server makes it once per version and shares it
// with every spectator who opens the page before the next change.
const endOfDay = publicView(state);
const serialise: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const begun = performance.now();
  JSON.stringify({ type: 'snapshot', version: 1, view: endOfDay });
  serialise.push(performance.now() - begun);
}
serialise.sort((a, b) => a - b);
console.log(
  `serialising the end-of-day snapshot once: ${serialise[2]!.toFixed(0)} ms (median of 5)`,
);
// What GET …/views/public does once per version (snapshot-route.ts: Brotli quality 5).
const frame = JSON.stringify({ type: 'snapshot', version: 1, view: endOfDay });
const compressing = performance.now();
const brotli = brotliCompressSync(frame, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
console.log(
  `compressing it for HTTP (Brotli 5): ${(brotli.length / 1024).toFixed(0)} KiB in ${(performance.now() - compressing).toFixed(0)} ms`,
);
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const final = gzipKib(publicView(state));
console.log(
  `target: public view at the end of the day ≤ ${TARGET_GZIP_KIB} KiB gzip — ${final <= TARGET_GZIP_KIB ? 'met' : 'MISSED'}`,
);
process.exitCode = final <= TARGET_GZIP_KIB ? 0 : 1;
