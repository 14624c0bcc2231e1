import { createServer } from 'node:net';

// What the benchmarks that run the server as its own process share (bench:start, bench:crash).

const POLL_MS = 25;
const GIVE_UP_MS = 180_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Asks until the answer is a 200 (the server is not listening yet, or answers 503), then returns it. */
export async function untilOk(url: string, init?: RequestInit): Promise<Response> {
  const deadline = performance.now() + GIVE_UP_MS;
  let last = 'no answer';
  while (performance.now() < deadline) {
    const response = await fetch(url, init).catch((error: Error) => void (last = error.message));
    if (response?.ok) return response;
    if (response) last = `${response.status} ${await response.text()}`;
    await sleep(POLL_MS);
  }
  throw new Error(`${url}: still ${last} after ${GIVE_UP_MS / 1000} s`);
}
