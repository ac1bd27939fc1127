// Skating System throughput, as a server scores: each final's cards are built from the
// numbers the judges sent just before they are scored (what `roundOutcome` in the domain
// does), and the wall clock is the figure, with node's default flags. Run:
// npm run bench:skating. Targets: ≥ 20,000 finals/s (8 couples × 5 dances × 11 judges) and a
// whole competition of 300 events rescored in < 50 ms.
//
// Printed beside it, for comparison with the figures of earlier days (bench/README.md): the
// same finals with all 2,000 finals' cards built first and then scored ("cards from memory":
// about 160 MB of cards, far larger than the CPU's caches, so each final waits for its cards
// to come from memory, and that waiting depends on what else shares the machine's memory),
// and CPU time (`process.cpuUsage`, every thread of the process: garbage collection and
// compilation run on the second core, so it can exceed the wall clock).
import { placeFinal, tallyRecalls, type FinalDanceMarks } from '@floorcraft/skating';
import { printMachine } from './machine';

printMachine('bench:skating');

/** A small seeded generator, so every run scores the same finals. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const judges = Array.from({ length: 11 }, (_, i) => String.fromCharCode(65 + i));
const dances = ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'];

/** What the event log keeps of a round: each judge's card per dance, numbers in order. */
type SentCards = Record<string, Record<string, number[]>>;

function sentFinal(couples: number, next: () => number): { numbers: number[]; sent: SentCards } {
  const numbers = Array.from({ length: couples }, (_, i) => 100 + i);
  const sent: SentCards = {};
  for (const dance of dances) {
    sent[dance] = Object.fromEntries(judges.map((judge) => [judge, shuffled(numbers, next)]));
  }
  return { numbers, sent };
}

/** The library's input built from the cards as sent, as `finalMarks` in the domain's round-outcome.ts builds it. */
function finalInput({ numbers, sent }: { numbers: number[]; sent: SentCards }) {
  const marks: Record<string, FinalDanceMarks> = {};
  for (const dance of dances) {
    const byJudge: FinalDanceMarks = {};
    for (const judge of judges) {
      const places: Record<string, number> = {};
      const card = sent[dance]?.[judge] ?? [];
      for (let index = 0; index < card.length; index++) {
        places[String(card[index])] = index + 1;
      }
      byJudge[judge] = places;
    }
    marks[dance] = byJudge;
  }
  return { judges, dances, couples: numbers.map(String), marks };
}

function prelimInput(couples: number, recall: number, next: () => number) {
  const ids = Array.from({ length: couples }, (_, i) => String(300 + i));
  const marks = Object.fromEntries(
    dances.map((dance) => [
      dance,
      Object.fromEntries(judges.map((judge) => [judge, shuffled(ids, next).slice(0, recall)])),
    ]),
  );
  return { judges, dances, couples: ids, marks, recall };
}

interface Sample {
  wallMs: number;
  cpuMs: number;
}

function timed(work: () => void): Sample {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  work();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const range = (values: number[], format: (value: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const count = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(1);

const next = random(20_261_122);
const FINALS = 2_000;
const PASSES = 5;
const sentFinals = Array.from({ length: FINALS }, () => sentFinal(8, next));

// The server's way: build one final's cards, score them.
const asServer = () => {
  for (const final of sentFinals) {
    placeFinal(finalInput(final));
  }
};
asServer(); // warm-up: the code compiled, the sent cards' garbage collected
const serverSamples = Array.from({ length: PASSES }, () => timed(asServer));

// Earlier days' way: every final's cards built first, then scored from memory.
const builtFinals = sentFinals.map(finalInput);
const fromMemory = () => {
  for (const final of builtFinals) {
    placeFinal(final);
  }
};
fromMemory();
const memorySamples = Array.from({ length: PASSES }, () => timed(fromMemory));

// A whole competition: 300 events, each a 24-couple first round (recall 12), a 12-couple
// semi-final (recall 6) and a 6-couple final, all five dances, 11 judges; the final's cards
// built from what was sent, as above.
const competition = Array.from({ length: 300 }, () => ({
  first: prelimInput(24, 12, next),
  semi: prelimInput(12, 6, next),
  final: sentFinal(6, next),
}));
const rescore = () => {
  for (const event of competition) {
    tallyRecalls(event.first);
    tallyRecalls(event.semi);
    placeFinal(finalInput(event.final));
  }
};
rescore();
const rescoreSamples = Array.from({ length: PASSES }, () => timed(rescore));

const perSecond = (samples: Sample[], key: keyof Sample) =>
  samples.map((sample) => FINALS / (sample[key] / 1000));
const finalsPerSecond = median(perSecond(serverSamples, 'wallMs'));
const rescoreMs = median(rescoreSamples.map((sample) => sample.wallMs));
const result = {
  finalsPerSecond: Math.round(finalsPerSecond),
  finalsTarget: 20_000,
  finalsPerCpuSecond: Math.round(median(perSecond(serverSamples, 'cpuMs'))),
  finalsFromMemoryPerSecond: Math.round(median(perSecond(memorySamples, 'wallMs'))),
  competitionRescoreMs: Number(ms(rescoreMs)),
  competitionRescoreCpuMs: Number(ms(median(rescoreSamples.map((sample) => sample.cpuMs)))),
  competitionTargetMs: 50,
};
const pass = finalsPerSecond >= 20_000 && rescoreMs < 50;
console.log(
  `  finals of 8 couples × 5 dances × 11 judges, cards built then scored, as the server does (median of ${PASSES} passes over ${count(FINALS)}):`,
);
console.log(
  `    ${count(finalsPerSecond)} /s   target ≥ 20,000/s   passes ${range(perSecond(serverSamples, 'wallMs'), count)} /s; ${count(result.finalsPerCpuSecond)} per CPU second`,
);
console.log(
  `    cards of all ${count(FINALS)} built first, scored from memory: ${count(result.finalsFromMemoryPerSecond)} /s   passes ${range(perSecond(memorySamples, 'wallMs'), count)} /s`,
);
console.log(`  300-event competition rescored (median of ${PASSES}):`);
console.log(
  `    ${ms(rescoreMs)} ms   target < 50 ms   runs ${range(
    rescoreSamples.map((sample) => sample.wallMs),
    ms,
  )} ms; ${ms(result.competitionRescoreCpuMs)} ms CPU`,
);
console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
console.log(JSON.stringify(result));
process.exitCode = pass ? 0 : 1;
