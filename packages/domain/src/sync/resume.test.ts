import { describe, expect, it } from 'vitest';
import { resumableSince } from './resume';

const server = { epoch: 'e2', version: 4980 };

describe('resumableSince', () => {
  it('lets a client of the same history resume from its version', () => {
    expect(resumableSince({ since: 4970, epoch: 'e2' }, server)).toBe(4970);
    expect(resumableSince({ since: 4980, epoch: 'e2' }, server)).toBe(4980);
  });

  it('sends a snapshot to a client from before a restore, whatever its version', () => {
    // The spectator: at 4983 before the restore to 4980.
    expect(resumableSince({ since: 4983, epoch: 'e1' }, server)).toBeUndefined();
    // Behind the restored server too: its 4970 may not be the restored 4970.
    expect(resumableSince({ since: 4970, epoch: 'e1' }, server)).toBeUndefined();
  });

  it('sends a snapshot to a client that names no epoch (an older page)', () => {
    expect(resumableSince({ since: 4970 }, server)).toBeUndefined();
  });

  it('sends a snapshot to a client ahead of the server, even of the same epoch', () => {
    expect(resumableSince({ since: 4981, epoch: 'e2' }, server)).toBeUndefined();
  });

  it('sends a snapshot to a client that holds nothing', () => {
    expect(resumableSince({ epoch: 'e2' }, server)).toBeUndefined();
  });
});
