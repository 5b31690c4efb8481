import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownTask } from './own-task';

/** A browser's `scheduler.postTask`, whose tasks run when the test says. */
function fakeScheduler() {
  const queued: (() => void)[] = [];
  vi.stubGlobal('scheduler', { postTask: (run: () => void) => Promise.resolve(void queued.push(run)) });
  return {
    queued,
    /** Runs the next task, then its microtasks, as a browser's event loop would. */
    async runTask() {
      queued.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ownTask', () => {
  it('lets the first request of a task go at once and gives each later one a task of its own, in order', async () => {
    const tasks = fakeScheduler();
    expect(ownTask()).toBeUndefined();
    const started: string[] = [];
    void ownTask()?.then(() => started.push('second'));
    void ownTask()?.then(() => started.push('third'));
    await tasks.runTask(); // the first task's turn ends
    expect(started).toEqual([]);
    await tasks.runTask();
    expect(started).toEqual(['second']);
    await tasks.runTask();
    expect(started).toEqual(['second', 'third']);
    // A new task may start a request at once again, and its turn ends with it.
    expect(ownTask()).toBeUndefined();
    await tasks.runTask();
  });

  it('starts every request at once where the browser has no postTask', async () => {
    expect(ownTask()).toBeUndefined();
    expect(ownTask()).toBeUndefined();
  });
});
