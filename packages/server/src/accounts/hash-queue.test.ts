import { describe, expect, it } from 'vitest';
import { HashingBusy, HashQueue } from './hash-queue';

/** A task that finishes when the test says so, and records when it started. */
function heldTask(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    task: () => {
      log.push(name);
      return done;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HashQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the next as one finishes', async () => {
    const queue = new HashQueue({ concurrency: 2, maxWaiting: 10 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const results = tasks.map(({ task }) => queue.run(task));
    expect(log).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(2);
    tasks[1]?.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    tasks[0]?.finish();
    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.peakRunning).toBe(2);
    expect(queue.completed).toBe(4);
  });

  it('refuses with HashingBusy (503, Retry-After) once the waiting list is full', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const first = heldTask(log, 'first');
    const running = queue.run(first.task);
    const waiting = [queue.run(heldTask(log, 'w1').task), queue.run(heldTask(log, 'w2').task)];
    const refused = queue.run(heldTask(log, 'refused').task);
    await expect(refused).rejects.toBeInstanceOf(HashingBusy);
    const busy = (await refused.catch((error: unknown) => error)) as HashingBusy;
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(log).toEqual(['first']);
    first.finish();
    await running;
    expect(log).toEqual(['first', 'w1']);
    expect(waiting).toHaveLength(2);
  });

  it('starts a known browser’s hash before strangers’ that waited longer', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 5 });
    const log: string[] = [];
    const first = heldTask(log, 'first');
    void queue.run(first.task);
    void queue.run(heldTask(log, 'stranger').task);
    void queue.run(heldTask(log, 'owner').task, { urgent: true });
    first.finish();
    await settle();
    expect(log).toEqual(['first', 'owner']);
  });

  it('frees the place of a task that failed', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
