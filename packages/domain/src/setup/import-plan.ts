import type { DanceEvent, LevelProfile } from '../competition/dance-event';
import type { Style } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import type { CoupleInput } from './commands';
import { isScheduleItem } from '../competition/schedule-items';
import { ImportIndex, nameKey } from './import-index';
import { FIRST_NUMBER, PLACEHOLDER_NUMBER } from './lead-numbers';
import { detectLevel } from './level-detection';

/**
 * The columns of a couples CSV file, in the order a template lists them.
 * followAffiliation defaults to the lead's; events are separated by `;`;
 * leadNumber and level are optional.
 */
export const coupleCsvColumns = [
  'leadName',
  'leadAffiliation',
  'followName',
  'followAffiliation',
  'events',
  'leadNumber',
  'level',
] as const;
export type CoupleCsvColumn = (typeof coupleCsvColumns)[number];

/** One line of the file: the couple it becomes, or why it cannot be taken. */
export interface ImportLine {
  /** The line in the file, counting the header as line 1 (so the first couple is line 2). */
  row: number;
  couple?: CoupleInput;
  problem?: string;
}

export interface CoupleImportPlan {
  /** The couples of the lines that can be taken, in file order, each with its number. */
  couples: CoupleInput[];
  rows: ImportLine[];
}

/** The line a data record is on when the file has one line per record: the header is line 1. */
export function lineOfRow(index: number): number {
  return index + 2;
}

const MAX_NAME = 120;
const MAX_EVENTS = 60;

/** The level profile field of each style; Nightclub has none (spec §3). */
const levelField: Partial<Record<Style, keyof LevelProfile>> = {
  Standard: 'standardLevel',
  Smooth: 'smoothLevel',
  Rhythm: 'rhythmLevel',
  Latin: 'latinLevel',
};

/** Column names as people type them: "Lead name", "lead_name" and "leadName" are one column. */
const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The documented cells of one CSV record, trimmed, whatever the spelling of
 * its column names; a column the file lacks reads as empty.
 */
export function coupleCsvCells(row: Record<string, string>): Record<CoupleCsvColumn, string> {
  const byKey = new Map(
    Object.entries(row).map(([name, value]) => [columnKey(name), String(value ?? '').trim()]),
  );
  return Object.fromEntries(
    coupleCsvColumns.map((column) => [column, byKey.get(columnKey(column)) ?? '']),
  ) as Record<CoupleCsvColumn, string>;
}

/** A line that passed every check, waiting for its number. */
interface Draft {
  line: number;
  couple: CoupleInput;
  leadName: string;
  leadIdentity: string;
}

function checkName(column: CoupleCsvColumn, name: string, problems: string[]): void {
  if (!name) {
    problems.push(`${column}: missing`);
  } else if (name.length > MAX_NAME) {
    problems.push(`${column}: longer than ${MAX_NAME} characters`);
  }
}

function checkSchool(
  index: ImportIndex,
  column: CoupleCsvColumn,
  text: string,
  problems: string[],
): string {
  if (!text) {
    problems.push(`${column}: missing`);
    return '';
  }
  const school = index.school(text);
  if (school === undefined) {
    problems.push(`${column}: "${text}" is not a school or club of this competition`);
  }
  return school ?? text;
}

function checkEvents(index: ImportIndex, text: string, problems: string[]): DanceEvent[] {
  const names = text
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    problems.push('events: missing; list event names separated by ;');
    return [];
  }
  const found = new Map<string, DanceEvent>();
  for (const name of names) {
    const event = index.event(name);
    if (!event) {
      problems.push(`events: no event named "${name}"`);
    } else if (isScheduleItem(event)) {
      problems.push(`events: "${event.name}" is a schedule item, not an event couples enter`);
    } else {
      found.set(event.name, event);
    }
  }
  if (found.size > MAX_EVENTS) {
    problems.push(`events: at most ${MAX_EVENTS} events per couple`);
  }
  return [...found.values()];
}

function checkNumber(text: string, problems: string[]): number | undefined {
  if (!text) {
    return undefined;
  }
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > 99_999) {
    problems.push(`leadNumber: "${text}" is not a whole number from 1 to 99999`);
  } else if (number === PLACEHOLDER_NUMBER) {
    problems.push(`leadNumber: ${PLACEHOLDER_NUMBER} is kept for placeholder couples`);
  }
  return number;
}

/** Spec §5: the line's couple must not already be in any of its events, nor on an earlier line. */
function duplicates(
  index: ImportIndex,
  events: readonly DanceEvent[],
  leadName: string,
  followName: string,
): string[] {
  const problems: string[] = [];
  for (const event of events) {
    const earlier = index.duplicate(event, leadName, followName);
    if (earlier !== undefined) {
      const where = earlier === null ? '' : ` on line ${earlier}`;
      problems.push(
        `events: ${leadName} and ${followName} are already entered in "${event.name}"${where}`,
      );
    }
  }
  return problems;
}

/** A lead keeps one number, and a number belongs to one lead (spec: numbers without collisions). */
function numberProblem(
  index: ImportIndex,
  identity: string,
  leadName: string,
  wanted: number,
): string | undefined {
  const current = index.numberOf.get(identity);
  if (current !== undefined && current !== wanted) {
    const line = index.holders.get(current)?.line;
    return `leadNumber: ${leadName} already wears number ${current}${line ? ` (line ${line})` : ''}`;
  }
  const holder = index.holders.get(wanted);
  if (holder && holder.identity !== identity) {
    const line = holder.line ? ` (line ${holder.line})` : '';
    return `leadNumber: ${wanted} is already worn by ${holder.name}${line}`;
  }
  return undefined;
}

/** Spec §5 level detection: the level text fills the profile of each style the couple dances. */
function levelsFor(text: string, events: readonly DanceEvent[]): LevelProfile | undefined {
  if (!text) {
    return undefined;
  }
  const level = detectLevel(text);
  const profile: LevelProfile = {};
  for (const event of events) {
    const field = event.style && levelField[event.style];
    if (field) {
      profile[field] = level;
    }
  }
  return Object.keys(profile).length > 0 ? profile : undefined;
}

function checkLine(index: ImportIndex, row: Record<string, string>, line: number): Draft | string {
  const cells = coupleCsvCells(row);
  const problems: string[] = [];
  checkName('leadName', cells.leadName, problems);
  const leadSchool = checkSchool(index, 'leadAffiliation', cells.leadAffiliation, problems);
  checkName('followName', cells.followName, problems);
  const followSchool = cells.followAffiliation
    ? checkSchool(index, 'followAffiliation', cells.followAffiliation, problems)
    : leadSchool;
  const events = checkEvents(index, cells.events, problems);
  const wanted = checkNumber(cells.leadNumber, problems);
  if (problems.length > 0) {
    return problems.join('; ');
  }
  const { leadName, followName } = cells;
  if (nameKey(leadName, leadSchool) === nameKey(followName, followSchool)) {
    return 'followName: the lead and the follow must be two different people';
  }
  problems.push(...duplicates(index, events, leadName, followName));
  const leadIdentity = index.identity(leadName, leadSchool);
  const clash =
    wanted === undefined ? undefined : numberProblem(index, leadIdentity, leadName, wanted);
  if (clash) {
    problems.push(clash);
  }
  if (problems.length > 0) {
    return problems.join('; ');
  }
  for (const event of events) {
    index.enter(event, leadName, followName, line);
  }
  if (wanted !== undefined) {
    index.holders.set(wanted, { identity: leadIdentity, name: leadName, line });
    index.numberOf.set(leadIdentity, wanted);
  }
  const levels = levelsFor(cells.level, events);
  const person = (name: string, affiliation: string) =>
    levels ? { name, affiliation, levels } : { name, affiliation };
  return {
    line,
    leadName,
    leadIdentity,
    couple: {
      lead: person(leadName, leadSchool),
      follow: person(followName, followSchool),
      events: events.map((event) => event.name),
      ...(wanted === undefined ? {} : { leadNumber: wanted }),
    },
  };
}

/**
 * Numbers for the lines that named none: the lead's own number if they wear
 * one (in the competition or on another line), else the lowest free from
 * 100, as the domain would assign. Given here, after every line has claimed
 * its own, so a number written on a later line is never handed out first.
 */
function assignNumbers(index: ImportIndex, drafts: readonly Draft[]): void {
  let next = FIRST_NUMBER;
  for (const draft of drafts) {
    if (draft.couple.leadNumber !== undefined) {
      continue;
    }
    let number = index.numberOf.get(draft.leadIdentity);
    if (number === undefined) {
      while (index.holders.has(next) || next === PLACEHOLDER_NUMBER) {
        next += 1;
      }
      number = next;
      index.holders.set(number, {
        identity: draft.leadIdentity,
        name: draft.leadName,
        line: draft.line,
      });
      index.numberOf.set(draft.leadIdentity, number);
    }
    draft.couple.leadNumber = number;
  }
}

/**
 * Plans a CSV import of couples (columns: `coupleCsvColumns`) without
 * changing anything: each line becomes a couple for `importCouples`, or a
 * problem naming the column and why (missing name, unknown school, unknown
 * event, spec §5 duplicate of an entry in the event or of an earlier line,
 * bad or clashing number). Every couple gets its number here, so the preview
 * shows it and the import cannot collide with a number written further down.
 */
export function planCoupleImport(
  state: CompetitionState,
  rows: readonly Record<string, string>[],
  /** The file line of each record, when the reader knows it (blank or multi-line records). */
  fileLines?: readonly number[],
): CoupleImportPlan {
  const index = new ImportIndex(state);
  const drafts: Draft[] = [];
  const lines = rows.map((row, position): ImportLine => {
    const line = fileLines?.[position] ?? lineOfRow(position);
    const checked = checkLine(index, row, line);
    if (typeof checked === 'string') {
      return { row: line, problem: checked };
    }
    drafts.push(checked);
    return { row: line, couple: checked.couple };
  });
  assignNumbers(index, drafts);
  return { couples: drafts.map((draft) => draft.couple), rows: lines };
}
