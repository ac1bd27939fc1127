import { describe, expect, it } from 'vitest';
import type { ServerMessage } from './protocol';
import { stepReplica, type Replica } from './replica';

const base = { competition: 'c', audience: 'public' } as const;
const change = (from: number, to: number, value: number): ServerMessage => ({
  ...base,
  type: 'change',
  from,
  to,
  patches: [{ op: 'set', path: ['n'], value }],
});
const held: Replica<{ n: number }> = { version: 5, view: { n: 1 }, epoch: 'e1' };

describe('stepReplica', () => {
  it('takes a snapshot whole', () => {
    expect(
      stepReplica(undefined, {
        ...base,
        type: 'snapshot',
        version: 3,
        view: { n: 9 },
        epoch: 'e1',
      }),
    ).toEqual({
      kind: 'updated',
      replica: { version: 3, view: { n: 9 }, epoch: 'e1' },
    });
  });

  it('takes the epoch of a snapshot from another history in place of the one held', () => {
    const restored = {
      ...base,
      type: 'snapshot',
      version: 4,
      view: { n: 0 },
      epoch: 'e2',
    } as const;
    expect(stepReplica(held, restored)).toEqual({
      kind: 'updated',
      replica: { version: 4, view: { n: 0 }, epoch: 'e2' },
    });
  });

  it('applies a change that starts at or before our version and ends after it', () => {
    expect(stepReplica(held, change(5, 7, 2))).toEqual({
      kind: 'updated',
      replica: { version: 7, view: { n: 2 }, epoch: 'e1' },
    });
    // The view did not change between 3 and 5 for this audience, so a change from 3 still fits.
    expect(stepReplica(held, change(3, 6, 2))).toEqual({
      kind: 'updated',
      replica: { version: 6, view: { n: 2 }, epoch: 'e1' },
    });
  });

  it('ignores a change it already has, so a resent one is not applied twice', () => {
    expect(stepReplica(held, change(4, 5, 2))).toEqual({ kind: 'unchanged' });
  });

  it('reports a gap when a change starts after our version', () => {
    expect(stepReplica(held, change(6, 8, 2))).toEqual({ kind: 'gap', since: 5 });
    expect(stepReplica(undefined, change(6, 8, 2))).toEqual({ kind: 'gap', since: undefined });
  });

  it('moves the version forward on synced without touching the view', () => {
    expect(stepReplica(held, { ...base, type: 'synced', version: 9, epoch: 'e1' })).toEqual({
      kind: 'updated',
      replica: { version: 9, view: held.view, epoch: 'e1' },
    });
    expect(stepReplica(held, { ...base, type: 'synced', version: 4, epoch: 'e1' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('asks for a snapshot when synced names another history than the one held', () => {
    expect(stepReplica(held, { ...base, type: 'synced', version: 9, epoch: 'e2' })).toEqual({
      kind: 'gap',
      since: undefined,
    });
  });
});
