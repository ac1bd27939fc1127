import { describe, expect, it } from 'vitest';
import { applyAll } from './apply';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import written from '../../testing/fixtures/log-before-round-lifecycle.json';
import { demoCompetition } from '../demo/demo-competition';
import { demoDay } from '../demo/demo-day';
import { sha256 } from '../scoring/sha256';
import { run } from '../../testing/setup-competition';

/**
 * The folded state's JSON is stored data: the server's competition file
 * carries `sha256(JSON.stringify(applyAll(log)))` and an import refuses a
 * file whose log folds to another hash (`server/src/transfer`). So the fold
 * must keep not only every value but every key in the order it is written
 * today, at every depth. These hashes were taken on main at 39d37bd; a change
 * to them breaks every exported competition file, not just this test.
 */
function fingerprint(state: CompetitionState): { keys: string[]; hash: string } {
  return { keys: Object.keys(state), hash: sha256(JSON.stringify(state)) };
}

/** The log written before the round lifecycle (ADR 015), folded as it was recorded. */
const oldLog = applyAll(
  undefined,
  (written.steps as unknown as { events: DomainEvent[] }[]).flatMap((step) => step.events),
)!;

/** The demo: set up, registered, danced, marked and posted, every area but messages touched. */
const setUp = run(undefined, ...demoCompetition('2026-11-23'));
const demo = run(setUp, ...demoDay(setUp));

/** The demo day, then a message mailed and the competition archived: the optional fields. */
const archived = run(
  demo,
  {
    type: 'sendMessage',
    messageId: 'reminder-1',
    subject: 'Doors open at eight',
    body: 'Bring your numbers.',
    audience: { kind: 'everyone' },
  },
  {
    type: 'recordMessageProgress',
    messageId: 'reminder-1',
    progress: { kind: 'started', index: 0 },
  },
  { type: 'archiveCompetition' },
);

const baseKeys = [
  'slug',
  'metadata',
  'pages',
  'affiliations',
  'settings',
  'competitors',
  'events',
  'marks',
  'results',
  'registration',
  'floor',
];

describe('the folded state, byte for byte (the competition file’s state hash)', () => {
  it('folds the old log to the same keys and hash', () => {
    expect(fingerprint(oldLog)).toEqual({
      keys: baseKeys,
      hash: 'f14ffb16f20f02d9731ade56e50e5cd50a68b9e8d0f884d62725b4f383f1e976',
    });
  });

  it('folds the demo day to the same keys and hash', () => {
    expect(fingerprint(demo)).toEqual({
      keys: baseKeys,
      hash: '28f111537369f9a43ab682d06e3d24725d2d5197e346406bbe63585b7c07451f',
    });
  });

  it('puts messages and the archive flag last, in the order they first happened', () => {
    expect(fingerprint(archived)).toEqual({
      keys: [...baseKeys, 'messages', 'archived'],
      hash: '5bcc1b4126334fbda3af59f275070e563495a1c9eda98d65d14568bef548db66',
    });
  });
});
