import { describe, expect, it } from 'vitest';
import { competitorId, registrationView } from '../../../testing/registration-view';
import { competitorDirectory } from './competitors-page';

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

  it('gives the same list while what it shows is the same, a new one when a dancer changes', () => {
    expect(competitorDirectory({ ...view, events: { ...view.events } })).toBe(rows);
    const competitors = { ...view.competitors };
    competitors.lucia = { ...competitors.lucia!, affiliation: 'Pinecrest College' };
    const changed = competitorDirectory({ ...view, competitors });
    expect(changed).not.toBe(rows);
    expect(changed.find((row) => row.id === 'lucia')?.school).toBe('Pinecrest College');
  });
});
