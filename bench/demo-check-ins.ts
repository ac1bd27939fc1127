// Public changes for the server benchmarks: check-ins of the demo's couples.
// A check-in's cascade never touches another couple, so every one of them
// changes the public view by exactly one entry.

interface PublicSnapshot {
  view: {
    events: Record<
      string,
      {
        rounds: Record<
          string,
          { entries: Record<string, { checkedIn: boolean; leadNumber: number }> }
        >;
      }
    >;
  };
}

/**
 * `count` check-ins on the server at `base`: up to `count / 2` couples
 * checked in (or out), one each, then the same ones back, and again while
 * more are asked for, so that every command changes the public view.
 */
export async function demoCheckIns(
  base: string,
  count: number,
): Promise<Record<string, unknown>[]> {
  const { competitions } = (await (await fetch(`${base}/api/competitions`)).json()) as {
    competitions: { slug: string }[];
  };
  const slug = competitions[0]!.slug;
  const snapshot = (await (
    await fetch(`${base}/api/competitions/${slug}/views/public`)
  ).json()) as PublicSnapshot;
  const couples = new Set<number>();
  const toggles: Record<string, unknown>[] = [];
  for (const [eventName, event] of Object.entries(snapshot.view.events)) {
    for (const [roundNumber, round] of Object.entries(event.rounds)) {
      for (const [entryId, entry] of Object.entries(round.entries)) {
        if (!couples.has(entry.leadNumber) && toggles.length < count / 2) {
          couples.add(entry.leadNumber);
          toggles.push({
            type: 'checkIn',
            eventName,
            roundNumber: Number(roundNumber),
            entryId,
            checkedIn: !entry.checkedIn,
          });
        }
      }
    }
  }
  if (toggles.length === 0) {
    throw new Error('the demo has no couples in rounds');
  }
  const changes: Record<string, unknown>[] = [];
  for (let pass = 0; changes.length < count; pass += 1) {
    const back = pass % 2 === 1;
    for (const toggle of toggles.slice(0, count - changes.length)) {
      changes.push(back ? { ...toggle, checkedIn: !toggle.checkedIn } : toggle);
    }
  }
  return changes;
}
