/**
 * Resolves in a later task, so the work after it does not lengthen the current one: a phone's main
 * thread is then free between the two (Lighthouse counts each task's time over 50 ms as blocking).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
