import { toCsv } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv/csv';
import { registrarFixture } from './registration-fixture';
import {
  registrationCsvColumns,
  registrationCsvRows,
  registrationsDownload,
} from './registrations-csv';

describe('the registrations CSV', () => {
  it('has the registrar’s columns and never a competitor code', () => {
    expect(registrationCsvColumns).toEqual(
      expect.arrayContaining(['email', 'phase', 'fee due', 'paid', 'waiver accepted at']),
    );
    expect(registrationCsvColumns.some((column) => /code/i.test(column))).toBe(false);
    const text = toCsv(registrationCsvColumns, registrationCsvRows(registrarFixture()));
    expect(text).not.toContain('ANNCODE');
    expect(text).not.toContain('BENCODE');
  });

  it('writes one row per dancer, by name, with money as decimals', () => {
    expect(registrationCsvRows(registrarFixture())).toEqual([
      expect.objectContaining({ name: 'Ann Lee', email: 'ann@example.org', phase: 'Early' }),
      expect.objectContaining({ name: 'Ben Cho', 'fee due': '0.00', status: 'nothing due' }),
    ]);
    expect(registrationCsvRows(registrarFixture())[0]).toMatchObject({
      'fee due': '35.00',
      paid: '20.00',
      outstanding: '15.00',
      'waiver accepted at': '2027-01-10T19:30:00Z',
      student: 'yes',
      'withdrawn at': '',
    });
  });

  it('shows a name that is a spreadsheet formula as text, and money as numbers', () => {
    const fixture = registrarFixture();
    fixture.competitors.ann!.name = '=HYPERLINK("http://evil.example","Ann")';
    const text = toCsv(registrationCsvColumns, registrationCsvRows(fixture));
    const [ann] = parseCsv(text).rows;
    expect(ann).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","Ann")`,
      'fee due': '35.00',
      outstanding: '15.00',
    });
  });

  it('is offered as a download named after the competition, with the same rows', () => {
    const fixture = { ...registrarFixture(), slug: 'spring-cup' };
    expect(registrationsDownload.file(fixture)).toEqual({
      name: 'spring-cup-registrations.csv',
      text: toCsv(registrationCsvColumns, registrationCsvRows(fixture)),
    });
  });
});
