import { describe, expect, it } from 'vitest';
import { competitorId, registrationView } from '../../test-support/registration-view';
import { competitorDirectory, searchDirectory } from './competitor-directory';

const view = registrationView();
const rows = competitorDirectory(view);

describe('competitorDirectory', () => {
  it('lists every registered dancer by name, never a placeholder', () => {
    expect(rows.map((row) => row.name)).toEqual([
      'Aaron Bishop',
      'Beatrice Lam',
      'Caleb Osei',
      'Dana Price',
      'Inès Moreno',
      'Jonas Lindgren',
      'Lucia Ferraro',
      'Mei Takahashi',
      'Tobias Weber',
    ]);
  });

  it('carries public facts only: name, school, levels, numbers, whether they look for a partner', () => {
    const lucia = rows.find((row) => row.name === 'Lucia Ferraro')!;
    expect(lucia).toEqual({
      id: 'lucia',
      name: 'Lucia Ferraro',
      school: 'Eastport University',
      levels: 'Smooth Bronze',
      numbers: [],
      seeking: true,
    });
    const lam = rows.find((row) => row.id === competitorId(view, 'Beatrice Lam'))!;
    expect(lam.numbers).toHaveLength(1);
    expect(lam.numbers[0]).toBeGreaterThanOrEqual(100);
    expect(lam.seeking).toBe(false);
  });
});

describe('searchDirectory', () => {
  it('narrows by name, school or number', () => {
    expect(searchDirectory(rows, 'lam').map((row) => row.name)).toEqual(['Beatrice Lam']);
    expect(searchDirectory(rows, 'riverside').map((row) => row.name)).toEqual([
      'Caleb Osei',
      'Dana Price',
      'Inès Moreno',
    ]);
    const number = String(rows.find((row) => row.name === 'Aaron Bishop')!.numbers[0]);
    expect(searchDirectory(rows, number).map((row) => row.name)).toEqual([
      'Aaron Bishop',
      'Beatrice Lam',
    ]);
    expect(searchDirectory(rows, 'ines')).toHaveLength(1);
    expect(searchDirectory(rows, '')).toHaveLength(rows.length);
  });
});
