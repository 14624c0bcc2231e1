/**
 * Counters per key (a client address, an account) over fixed windows, in memory: they protect one
 * process, which is all the embedded server is. Each window also remembers which addresses it
 * counted, and how often, so a rule can tell who contributed.
 */
export interface CountedWindow {
  startedAt: number;
  count: number;
  byAddress: Map<string, number>;
}

/** What add() counted, so that remove() can take back exactly that. */
export interface Counted {
  key: string;
  address: string;
  startedAt: number;
}

export interface FixedWindows {
  /** The key's open window, or undefined when it has none. */
  current(key: string): Readonly<CountedWindow> | undefined;
  add(key: string, address: string): Counted;
  /** Takes back one count; nothing happens when its window has closed since. */
  remove(counted: Counted): void;
  /** Milliseconds until the key's window closes (0 when none is open). */
  msLeft(key: string): number;
}

export function createFixedWindows(windowMs: number, now: () => number): FixedWindows {
  // Windows are (re)inserted when they open, so the map is ordered by startedAt: expired ones are
  // at its front and a sweep stops at the first that is still open.
  const windows = new Map<string, CountedWindow>();
  const isOpen = (window: CountedWindow, at: number) => at - window.startedAt < windowMs;

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      if (isOpen(window, at)) return;
      windows.delete(key);
    }
  }

  function current(key: string): CountedWindow | undefined {
    const window = windows.get(key);
    return window && isOpen(window, now()) ? window : undefined;
  }

  return {
    current,
    add(key, address) {
      const at = now();
      let window = current(key);
      if (!window) {
        sweep(at);
        windows.delete(key);
        window = { startedAt: at, count: 0, byAddress: new Map() };
        windows.set(key, window);
      }
      window.count += 1;
      window.byAddress.set(address, (window.byAddress.get(address) ?? 0) + 1);
      return { key, address, startedAt: window.startedAt };
    },
    remove({ key, address, startedAt }) {
      const window = current(key);
      if (!window || window.startedAt !== startedAt) return;
      window.count -= 1;
      const left = (window.byAddress.get(address) ?? 1) - 1;
      if (left > 0) window.byAddress.set(address, left);
      else window.byAddress.delete(address);
    },
    msLeft(key) {
      const window = current(key);
      return window ? window.startedAt + windowMs - now() : 0;
    },
  };
}
