// The benchmarks' final: six couples, five judges, three dances.

type Command = (body: Record<string, unknown>) => Promise<unknown>;
export type Card = Record<string, unknown>;

export const BENCH_EVENT = 'Bench Final';
export const BENCH_DANCES = ['Waltz', 'Tango', 'Quickstep'];
export const BENCH_JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const NUMBERS = [801, 802, 803, 804, 805, 806];

/**
 * One judge's card for one dance of the final; `variant` changes the order,
 * so the same judge and dance sent again is an amendment.
 */
export function benchCard(judge: number, dance: string, variant = 0): Card {
  return {
    type: 'submitMarks',
    eventName: BENCH_EVENT,
    roundNumber: 1,
    judgeKey: BENCH_JUDGES[judge]!,
    dance,
    // Each judge sees the couples a little differently: a real Skating System final.
    couples: [...NUMBERS].sort(
      (a, b) => ((a * (judge + 3 + variant)) % 7) - ((b * (judge + 3 + variant)) % 7),
    ),
  };
}

/** The final on the floor with every card in but judge E's last dance, which it returns. */
export async function finalAwaitingOneCard(command: Command): Promise<Card> {
  await command({
    type: 'saveEvent',
    event: { name: BENCH_EVENT, eventLevel: 'Gold', style: 'Standard', eventDances: BENCH_DANCES },
  });
  await command({
    type: 'importCouples',
    couples: Array.from({ length: 6 }, (_, index) => ({
      lead: { name: `Bench Lead ${index + 1}`, affiliation: 'Harbor City University' },
      follow: { name: `Bench Follow ${index + 1}`, affiliation: 'Riverside University' },
      events: [BENCH_EVENT],
      leadNumber: 801 + index,
    })),
  });
  await command({ type: 'generateRounds', eventName: BENCH_EVENT });
  await command({ type: 'startRound', eventName: BENCH_EVENT, roundNumber: 1 });
  for (let judge = 0; judge < BENCH_JUDGES.length; judge += 1) {
    for (const dance of BENCH_DANCES) {
      if (judge === BENCH_JUDGES.length - 1 && dance === BENCH_DANCES.at(-1)) {
        continue;
      }
      await command(benchCard(judge, dance));
    }
  }
  return benchCard(BENCH_JUDGES.length - 1, BENCH_DANCES.at(-1)!);
}

/**
 * `count` judges' card amendments: every card but the missing one, in turn, in
 * new orders. They change no public view, so spectators receive nothing.
 */
export function cardAmendments(count: number): Card[] {
  const cards: Card[] = [];
  for (let variant = 1; cards.length < count; variant += 1) {
    for (let judge = 0; judge < BENCH_JUDGES.length && cards.length < count; judge += 1) {
      for (const dance of BENCH_DANCES) {
        const missing = judge === BENCH_JUDGES.length - 1 && dance === BENCH_DANCES.at(-1);
        if (!missing && cards.length < count) {
          cards.push(benchCard(judge, dance, variant));
        }
      }
    }
  }
  return cards;
}
