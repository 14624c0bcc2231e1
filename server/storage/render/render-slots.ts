import pLimit from 'p-limit';
import { STORAGE_ERRORS } from '../errors/error-catalogue';

/**
 * At most `running` renderings at once, the others wait in turn (p-limit). libvips works on libuv's
 * threadpool (4 threads, shared with file reads and crypto) and the embedded server has two cores and
 * one database connection on its main thread: a burst of new sizes must not starve the API. A request
 * beyond `waiting` queued ones is refused ('Too many requests') rather than held open.
 */
export class RenderSlots {
  private readonly limit: ReturnType<typeof pLimit>;

  constructor(
    running: number,
    private readonly waiting: number,
  ) {
    this.limit = pLimit(running);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.limit.activeCount >= this.limit.concurrency && this.limit.pendingCount >= this.waiting) {
      return Promise.reject(STORAGE_ERRORS.imageTooManyRequests());
    }
    return this.limit(work);
  }
}
