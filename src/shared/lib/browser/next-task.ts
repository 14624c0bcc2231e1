/**
 * Resolves in a later task, so the work after it does not lengthen the current one: a phone's main
 * thread is then free between the two (Lighthouse counts each task's time over 50 ms as blocking).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser handle input and paint, then goes on ahead of the other tasks waiting
 * (`scheduler.yield()`, https://developer.mozilla.org/docs/Web/API/Scheduler/yield). Where there is
 * no such scheduler (Firefox, Safari, jsdom) it goes on at once, in the same task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
