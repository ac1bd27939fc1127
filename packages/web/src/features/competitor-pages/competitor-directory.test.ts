import { competitorDirectory } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { registrationView } from '../../test-support/registration-view';
import { searchDirectory } from './competitor-directory';

const rows = competitorDirectory(registrationView());

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
