/**
 * One judge's card for one dance while it is being marked on the tablet: the
 * couples recalled in a preliminary round, or the places of a final. Pure, so
 * every tap is a function of the card before it.
 */
export type CardDraft =
  | { kind: 'recall'; marked: readonly number[] }
  | { kind: 'final'; slots: readonly (number | null)[] };

/** An empty card: nobody recalled, or `size` empty places. */
export function emptyDraft(isFinal: boolean, size: number): CardDraft {
  return isFinal
    ? { kind: 'final', slots: Array.from({ length: size }, () => null) }
    : { kind: 'recall', marked: [] };
}

/**
 * The card as the server stores it, to edit: recalled numbers, or a final's
 * numbers in placing order (spec §3 marks). A stored final shorter than the
 * table leaves the remaining places empty.
 */
export function draftFromCouples(
  isFinal: boolean,
  size: number,
  couples: readonly number[],
): CardDraft {
  if (!isFinal) {
    return { kind: 'recall', marked: [...couples].sort((a, b) => a - b) };
  }
  return {
    kind: 'final',
    slots: Array.from({ length: size }, (_, index) => couples[index] ?? null),
  };
}

/** What is sent: the recalled numbers ascending, or the couples in placing order. */
export function draftCouples(draft: CardDraft): number[] {
  return draft.kind === 'recall'
    ? [...draft.marked].sort((a, b) => a - b)
    : draft.slots.filter((couple): couple is number => couple !== null);
}

/** Recalled couples, or couples placed so far. */
export function draftCount(draft: CardDraft): number {
  return draftCouples(draft).length;
}

/** A preliminary tap: marks the couple, or takes the mark away. */
export function toggleRecall(draft: CardDraft, couple: number): CardDraft {
  if (draft.kind !== 'recall') {
    return draft;
  }
  return draft.marked.includes(couple)
    ? { kind: 'recall', marked: draft.marked.filter((number) => number !== couple) }
    : { kind: 'recall', marked: [...draft.marked, couple].sort((a, b) => a - b) };
}

/** The place (1-based) a couple holds in a final card, if any. */
export function placeOf(draft: CardDraft, couple: number): number | undefined {
  if (draft.kind !== 'final') {
    return undefined;
  }
  const index = draft.slots.indexOf(couple);
  return index < 0 ? undefined : index + 1;
}

/**
 * A final tap: an unplaced couple takes the best place still free (so tapping
 * couples in order places them 1st, 2nd, …); a placed couple gives its place up.
 */
export function tapFinal(draft: CardDraft, couple: number): CardDraft {
  if (draft.kind !== 'final') {
    return draft;
  }
  const slots = [...draft.slots];
  const held = slots.indexOf(couple);
  if (held >= 0) {
    slots[held] = null;
    return { kind: 'final', slots };
  }
  const free = slots.indexOf(null);
  if (free < 0) {
    return draft;
  }
  slots[free] = couple;
  return { kind: 'final', slots };
}

/**
 * Puts a couple in a chosen place (1-based), or takes its place away with
 * `undefined`. No place is held twice: a couple already there moves to the
 * place the chosen couple leaves, or becomes unplaced.
 */
export function setPlace(draft: CardDraft, couple: number, place: number | undefined): CardDraft {
  if (draft.kind !== 'final') {
    return draft;
  }
  const slots = [...draft.slots];
  const from = slots.indexOf(couple);
  if (from >= 0) {
    slots[from] = null;
  }
  if (place === undefined || place < 1 || place > slots.length) {
    return { kind: 'final', slots };
  }
  const displaced = slots[place - 1] ?? null;
  slots[place - 1] = couple;
  if (displaced !== null && from >= 0) {
    slots[from] = displaced;
  }
  return { kind: 'final', slots };
}

/** Undo: the couple in the last place given gives it up. */
export function undoLastPlace(draft: CardDraft): CardDraft {
  if (draft.kind !== 'final') {
    return draft;
  }
  const slots = [...draft.slots];
  for (let index = slots.length - 1; index >= 0; index--) {
    if (slots[index] !== null) {
      slots[index] = null;
      return { kind: 'final', slots };
    }
  }
  return draft;
}

/** Clears every mark or place. */
export function clearDraft(draft: CardDraft): CardDraft {
  return draft.kind === 'recall'
    ? { kind: 'recall', marked: [] }
    : { kind: 'final', slots: draft.slots.map(() => null) };
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * Why the card cannot be submitted yet, in words for the submit button, or
 * undefined when it can: a preliminary card recalls exactly `requested`
 * couples, a final card places every couple once.
 */
export function draftProblem(draft: CardDraft, requested: number): string | undefined {
  const count = draftCount(draft);
  if (draft.kind === 'final') {
    const missing = draft.slots.length - count;
    return missing === 0
      ? undefined
      : `Place ${missing} more ${plural(missing, 'couple', 'couples')} to submit`;
  }
  if (count < requested) {
    const missing = requested - count;
    return `Mark ${missing} more ${plural(missing, 'couple', 'couples')} to submit`;
  }
  if (count > requested) {
    const extra = count - requested;
    return `${extra} too many: take ${plural(extra, 'a mark', `${extra} marks`)} away to submit`;
  }
  return undefined;
}

/** The running count the judge sees and hears: "4 of 6 marked", "3 of 6 placed". */
export function countLabel(draft: CardDraft, requested: number): string {
  return draft.kind === 'final'
    ? `${draftCount(draft)} of ${draft.slots.length} placed`
    : `${draftCount(draft)} of ${requested} marked`;
}

/** Whether two cards send the same couples. */
export function sameCouples(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((couple, index) => couple === b[index]);
}

/** "1st", "2nd", "3rd", "4th" … "11th", "21st". */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) {
    return `${place}th`;
  }
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${suffix}`;
}
