import { toCsv, type RegistrarView } from '@floorcraft/domain';
import { centsAsDecimal } from '../../lib/format-money';
import { registrationRows } from './registration-rows';

/**
 * The columns of the registrations export, in order: one row per dancer
 * with what the registrar keeps of them. Never the competitor code: codes
 * are in no view (ADR 019), and a spreadsheet gets passed around.
 */
export const registrationCsvColumns = [
  'name',
  'affiliation',
  'email',
  'student',
  'phase',
  'registered at',
  'waiver accepted at',
  'fee due',
  'paid',
  'outstanding',
  'status',
  'withdrawn at',
] as const;
export type RegistrationCsvColumn = (typeof registrationCsvColumns)[number];
export type RegistrationCsvRow = Record<RegistrationCsvColumn, string>;

/**
 * Rows for the registrations CSV (issue 13 item 8): each self-registered
 * dancer with email, phase, fee due, paid and waiver acceptance; money as
 * plain decimals of the fee schedule's currency, sorted by name.
 */
export function registrationCsvRows(
  view: Pick<RegistrarView, 'competitors' | 'registration'>,
): RegistrationCsvRow[] {
  return registrationRows(view)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => ({
      name: row.name,
      affiliation: row.affiliation,
      email: row.email,
      student: row.student ? 'yes' : 'no',
      phase: row.phase,
      'registered at': row.registeredAt,
      'waiver accepted at': row.waiverAcceptedAt,
      'fee due': centsAsDecimal(row.due),
      paid: centsAsDecimal(row.paid),
      outstanding: centsAsDecimal(row.outstanding),
      status: row.status,
      'withdrawn at': row.withdrawnAt ?? '',
    }));
}

/**
 * The registrations CSV as the downloads row offers it: the desk hands it to
 * the couples' export buttons through the page that composes both, so
 * neither feature imports the other.
 */
export const registrationsDownload = {
  label: 'Export registrations (CSV)',
  file: (view: Pick<RegistrarView, 'slug' | 'competitors' | 'registration'>) => ({
    name: `${view.slug}-registrations.csv`,
    text: toCsv(registrationCsvColumns, registrationCsvRows(view)),
  }),
};
