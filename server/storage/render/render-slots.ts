import { STORAGE_ERRORS } from '../errors/error-catalogue';

/**
 * At most `running` renderings at once, the others wait in turn. libvips works on libuv's threadpool
 * (4 threads, shared with file reads and crypto) and the embedded server has two cores and one
 * database connection on its main thread: a burst of new sizes must not starve the API. A request
 * beyond `waiting` queued ones is refused ('Too many requests') rather than held open.
 */
export class RenderSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw STORAGE_ERRORS.imageTooManyRequests();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `active` never drops below a waiting queue.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
