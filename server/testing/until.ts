import { setTimeout as sleep } from 'node:timers/promises';

/** Waits until `condition` holds (what another socket or process does takes its time), at most 5 s. */
export async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error('condition never held');
    await sleep(20);
  }
}
