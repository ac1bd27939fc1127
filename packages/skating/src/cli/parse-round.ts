import type { FinalInput } from '../final/place-final';
import type { RecallInput } from '../prelim/tally-recalls';

export type RoundInput = ({ kind: 'final' } & FinalInput) | ({ kind: 'prelim' } & RecallInput);

/** Bad CLI input: the message names the field and what is wrong with it. */
export class RoundInputError extends Error {
  override name = 'RoundInputError';
}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Couple numbers and judge names may be written as numbers or strings; we use strings. */
function names(value: Json, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new RoundInputError(`"${field}" must be a non-empty list, e.g. ["A", "B", "C"]`);
  }
  const list = value.map((item, index) => {
    if (typeof item !== 'string' && typeof item !== 'number') {
      throw new RoundInputError(
        `"${field}[${index}]" must be a name or number, got ${JSON.stringify(item)}`,
      );
    }
    return String(item);
  });
  const duplicate = list.find((item, index) => list.indexOf(item) !== index);
  if (duplicate !== undefined) {
    throw new RoundInputError(`"${field}" lists ${duplicate} twice`);
  }
  return list;
}

function record(value: Json, field: string): Record<string, Json> {
  if (!isObject(value)) {
    throw new RoundInputError(
      `"${field}" must be an object keyed by ${field.includes('][') ? 'couple' : 'dance, then judge'}`,
    );
  }
  return value;
}

/**
 * Reads the CLI's round JSON: `{kind, judges, dances, couples, marks}` and, for a
 * prelim, `marksPerJudge?`, `recall?`, `nextRoundSize?`.
 * Unknown fields are ignored; anything malformed is refused with its path.
 * Whether the marks obey the rules is checked by the scoring functions.
 */
export function parseRound(text: string): RoundInput {
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RoundInputError(
      `the input is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isObject(json)) {
    throw new RoundInputError(
      'the input must be a JSON object with kind, judges, dances, couples and marks',
    );
  }
  const { kind } = json;
  if (kind !== 'final' && kind !== 'prelim') {
    throw new RoundInputError(`"kind" must be "final" or "prelim", got ${JSON.stringify(kind)}`);
  }
  const judges = names(json.judges, 'judges');
  const dances = names(json.dances, 'dances');
  const couples = names(json.couples, 'couples');
  const marksJson = record(json.marks, 'marks');
  if (kind === 'final') {
    const marks = Object.fromEntries(
      Object.entries(marksJson).map(([dance, cards]) => [
        dance,
        Object.fromEntries(
          Object.entries(record(cards, `marks.${dance}`)).map(([judge, card]) => [
            judge,
            Object.fromEntries(
              Object.entries(record(card, `marks.${dance}.${judge}][couple`)).map(
                ([couple, place]) => {
                  if (typeof place !== 'number') {
                    throw new RoundInputError(
                      `"marks.${dance}.${judge}.${couple}" must be a place number, got ${JSON.stringify(place)}`,
                    );
                  }
                  return [couple, place];
                },
              ),
            ),
          ]),
        ),
      ]),
    );
    return { kind, judges, dances, couples, marks };
  }
  const marks = Object.fromEntries(
    Object.entries(marksJson).map(([dance, cards]) => [
      dance,
      Object.fromEntries(
        Object.entries(record(cards, `marks.${dance}`)).map(([judge, list]) => [
          judge,
          names(list, `marks.${dance}.${judge}`),
        ]),
      ),
    ]),
  );
  const marksPerJudge = count(json.marksPerJudge, 'marksPerJudge', 'crosses per judge per dance');
  const recall = count(json.recall, 'recall', 'couples');
  const nextRoundSize = count(json.nextRoundSize, 'nextRoundSize', 'couples');
  return {
    kind,
    judges,
    dances,
    couples,
    marks,
    ...(marksPerJudge === undefined ? {} : { marksPerJudge }),
    ...(recall === undefined ? {} : { recall }),
    ...(nextRoundSize === undefined ? {} : { nextRoundSize }),
  };
}

/** An optional count in the prelim input: absent, or a whole number of at least 1. */
function count(value: Json, field: string, what: string): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new RoundInputError(
      `"${field}" must be a whole number of ${what}, at least 1, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}
