import { coupleCsvCells, type CoupleImportPlan, type PersonInput } from '@floorcraft/domain';

/** One line of the import preview as shown: what the file says, and OK or why not. */
export interface PreviewRow {
  line: number;
  lead: string;
  follow: string;
  school: string;
  events: string;
  number: string;
  problem?: string;
}

const nameOf = (person: PersonInput, typed: string) => ('name' in person ? person.name : typed);

/**
 * The preview's lines: a line that can be taken shows the couple as it will
 * be imported (spelling of schools and events as the competition has them,
 * and the number it will wear); any other line shows what the file says.
 */
export function previewRows(
  plan: CoupleImportPlan,
  records: readonly Record<string, string>[],
): PreviewRow[] {
  return plan.rows.map((row, index) => {
    const cells = coupleCsvCells(records[index] ?? {});
    const couple = row.couple;
    if (!couple) {
      return {
        line: row.row,
        lead: cells.leadName,
        follow: cells.followName,
        school: cells.leadAffiliation,
        events: cells.events,
        number: cells.leadNumber,
        problem: row.problem ?? 'cannot be imported',
      };
    }
    const schools = [couple.lead, couple.follow].map((person) =>
      'affiliation' in person ? person.affiliation : '',
    );
    return {
      line: row.row,
      lead: nameOf(couple.lead, cells.leadName),
      follow: nameOf(couple.follow, cells.followName),
      school: [...new Set(schools)].join(' / '),
      events: couple.events.join('; '),
      number: couple.leadNumber === undefined ? '' : String(couple.leadNumber),
    };
  });
}
