import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailQueue } from './mail-queue';

const TIMING = { minDelayMs: 100, maxDelayMs: 100 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A queue whose jobs write their name to `done` when they run. */
function recordingQueue(timing = TIMING) {
  const queue = new MailQueue(timing);
  const done: string[] = [];
  const failures: unknown[] = [];
  const add = (name: string, work: () => Promise<void> = () => Promise.resolve()) =>
    queue.add(
      async () => {
        await work();
        done.push(name);
      },
      (error) => failures.push(error),
    );
  return { queue, done, failures, add };
}

describe('MailQueue', () => {
  it('starts no job before its minimum delay, then runs it', async () => {
    const { done, add } = recordingQueue();
    add('first');
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['first']);
  });

  it('runs jobs one at a time, in the order they were queued', async () => {
    const { done, add } = recordingQueue({ minDelayMs: 10, maxDelayMs: 200 });
    const random = vi.spyOn(Math, 'random');
    // The second job is drawn a shorter wait than the first, yet runs after it.
    random.mockReturnValueOnce(1).mockReturnValueOnce(0);
    add('slow wait');
    add('short wait');
    await vi.advanceTimersByTimeAsync(300);
    random.mockRestore();
    expect(done).toEqual(['slow wait', 'short wait']);
  });

  it('hands a failing job’s error to its caller and goes on with the next', async () => {
    const { done, failures, add } = recordingQueue();
    add('broken', () => Promise.reject(new Error('smtp down')));
    add('after');
    await vi.advanceTimersByTimeAsync(200);
    expect(failures).toEqual([new Error('smtp down')]);
    expect(done).toEqual(['after']);
  });

  it('runs what is queued without its waits once draining', async () => {
    const { queue, done, add } = recordingQueue({ minDelayMs: 60_000, maxDelayMs: 60_000 });
    add('a');
    add('b');
    const drained = queue.drain(1000);
    await vi.advanceTimersByTimeAsync(0);
    await drained;
    expect(done).toEqual(['a', 'b']);
  });

  it('is idle at once when nothing is queued', async () => {
    const { queue } = recordingQueue();
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
  });

  it('becomes idle only after every queued job, and the jobs they queue, have run', async () => {
    const { queue, done, add } = recordingQueue();
    add('first', () => {
      add('queued by first');
      return Promise.resolve();
    });
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['first']);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['first', 'queued by first']);
    expect(idle).toBe(true);
  });
});
