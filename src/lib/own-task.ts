/**
 * A burst of requests asked for together (a page's first queries, a screen's) starts them one
 * per task: the first at once, each of the others in a task of its own, in order. Starting a
 * request costs a phone a few milliseconds (its headers, its abort timer, the browser's fetch),
 * and ten of them in the task that asked make one long task of it (issue 29, total blocking time).
 *
 * Only where the browser has `scheduler.postTask` (Chromium, Firefox): its user-blocking tasks run
 * ahead of the page's ordinary ones, so a request waits for no render. Elsewhere (Safari, tests in
 * Node) each request starts in the task that asked, as before.
 */

interface TaskScheduler {
  postTask(run: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/** The browser's postTask at user-blocking priority, or null where there is none. */
function userBlockingPostTask(): ((run: () => void) => void) | null {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  const postTask = scheduler?.postTask;
  return typeof postTask === 'function' ? (run) => void postTask.call(scheduler, run, { priority: 'user-blocking' }) : null;
}

let taken = false;

/** Nothing when this task may start a request now (it takes the task's turn), else a task of its own to wait for. */
export function ownTask(): Promise<void> | undefined {
  const postTask = userBlockingPostTask();
  if (!postTask) return undefined;
  if (!taken) {
    taken = true;
    postTask(() => {
      taken = false;
    });
    return undefined;
  }
  return new Promise((resolve) => postTask(resolve));
}
