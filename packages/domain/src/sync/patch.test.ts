import { describe, expect, it } from 'vitest';
import { applyPatches, diff } from './patch';

describe('diff and applyPatches', () => {
  const before = { a: 1, nested: { keep: { deep: true }, change: 'x', gone: 2 }, list: [1, 2] };

  it('describes only what changed, by path', () => {
    const after = {
      a: 1,
      nested: { keep: before.nested.keep, change: 'y', added: 3 },
      list: [1, 2, 3],
    };
    expect(diff(before, after)).toEqual([
      { op: 'remove', path: ['nested', 'gone'] },
      { op: 'set', path: ['nested', 'change'], value: 'y' },
      { op: 'set', path: ['nested', 'added'], value: 3 },
      { op: 'append', path: ['list'], values: [3] },
    ]);
  });

  it('appends to a list that only grew at its end, and replaces one that changed', () => {
    const history = Array.from({ length: 300 }, (_, index) => ({ card: index, couples: [1, 2] }));
    const grown = {
      history: [...history.map((item) => ({ ...item })), { card: 300, couples: [3] }],
    };
    const patches = diff({ history }, grown);
    expect(patches).toEqual([
      { op: 'append', path: ['history'], values: [{ card: 300, couples: [3] }] },
    ]);
    expect(applyPatches({ history }, patches)).toEqual(grown);
    expect(diff({ list: [1, 2, 3] }, { list: [1, 9, 3, 4] })).toEqual([
      { op: 'set', path: ['list'], value: [1, 9, 3, 4] },
    ]);
    expect(diff({ list: [1, 2, 3] }, { list: [1, 2] })).toEqual([
      { op: 'set', path: ['list'], value: [1, 2] },
    ]);
  });

  it('round-trips: applying the diff gives the new document', () => {
    const after = { b: { c: [1] }, nested: { change: 'z' } };
    expect(applyPatches(before, diff(before, after))).toEqual(after);
  });

  it('finds nothing between equal documents, even when not the same objects', () => {
    expect(diff(before, JSON.parse(JSON.stringify(before)))).toEqual([]);
  });

  it('treats an undefined field like an absent one, as JSON does', () => {
    expect(diff({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(diff({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual([{ op: 'remove', path: ['b'] }]);
  });

  it('keeps untouched parts by identity and never mutates the input', () => {
    const frozen = Object.freeze({ x: Object.freeze({ y: 1 }), z: Object.freeze({ w: 2 }) });
    const next = applyPatches(frozen, [{ op: 'set', path: ['x', 'y'], value: 5 }]);
    expect(next).toEqual({ x: { y: 5 }, z: { w: 2 } });
    expect(next.z).toBe(frozen.z);
    expect(frozen.x.y).toBe(1);
  });
});
