/**
 * Everything a test file opens that keeps a process alive (databases, servers, temporary folders) is
 * registered here as it opens. The server tier's Jest environment (jest-environment.ts) closes what is
 * still open once the file's own afterAll hooks ran, whatever failed or timed out; and a resource that
 * finishes opening after that (a beforeAll that timed out but went on) is closed as soon as it opens.
 * So a slow start can fail a file but never keep `npm test` from exiting.
 *
 * The registry lives on the test file's global, which Jest creates per file and hands to the
 * environment (`this.global`): module state would not do, since the environment loads its own copy.
 */
const REGISTRY = Symbol.for('ascend.openResources');

type Close = () => Promise<void>;

interface Registry {
  open: Set<Close>;
  /** Set when the file ended: anything opened later is closed at once. */
  ended: boolean;
}

type WithRegistry = { [REGISTRY]?: Registry };

function registryOf(global: object): Registry {
  const holder = global as WithRegistry;
  holder[REGISTRY] ??= { open: new Set(), ended: false };
  return holder[REGISTRY];
}

/**
 * Registers `close` for what was just opened and returns a close that runs it once and forgets it,
 * so a file's afterAll and the environment's teardown can both call it.
 */
export function closeWithFile(close: Close, global: object = globalThis): Close {
  const registry = registryOf(global);
  let closing: Promise<void> | undefined;
  const once: Close = () => {
    registry.open.delete(once);
    closing ??= close();
    return closing;
  };
  if (registry.ended) void once().catch(() => undefined);
  else registry.open.add(once);
  return once;
}

/** Closes, newest first, whatever the file left open; later opens close themselves. */
export async function closeLeftOpen(global: object): Promise<number> {
  const registry = registryOf(global);
  registry.ended = true;
  const left = [...registry.open].reverse();
  for (const close of left) {
    try {
      await close();
    } catch (error) {
      console.error('closing what a test left open failed', error);
    }
  }
  return left.length;
}
