import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { finalFixtures } from '../src/fixtures/multi-dance-fixtures';
import { recallFixtures } from '../src/fixtures/recall-fixtures';

const bin = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../bin/floorcraft-skating.js',
);
const tsoP = finalFixtures.find((f) => f.name === 'TSO Example P');

describe('floorcraft-skating as a process', () => {
  it('runs as a real command reading standard input', () => {
    const ok = spawnSync(process.execPath, [bin], {
      input: JSON.stringify({ kind: 'final', ...tsoP }),
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    expect((JSON.parse(ok.stdout) as { overall: unknown }).overall).toEqual(tsoP?.expected.overall);
    const bad = spawnSync(process.execPath, [bin], { input: '{"kind":"final"}', encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('"judges" must be a non-empty list');
  });

  it('takes marks asked, couples recalled and the size of the next round, and prints eliminated places', () => {
    const seeded = recallFixtures.find((f) => f.name.startsWith('Seeded next round'));
    const run = spawnSync(process.execPath, [bin], {
      input: JSON.stringify({ kind: 'prelim', ...seeded, expected: undefined }),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { eliminatedPlaces: unknown }).eliminatedPlaces).toEqual({
      '8': 10.5,
      '9': 10.5,
      '10': 12,
    });
  });
});
