/**
 * A fetch that loses some send requests the way a phone on a bad network does: the request never
 * reaches the server, or it does and the answer never comes back. Either way the caller sees no
 * response until its own timeout aborts the request.
 */
export interface FaultCounts {
  lostRequests: number;
  lostAnswers: number;
}

export function faultyFetch(dropRate: number, random: () => number, counts: FaultCounts, shouldDrop: (url: string) => boolean): typeof fetch {
  const hang = (signal: AbortSignal | null | undefined) =>
    new Promise<never>((_, reject) => {
      if (!signal) return;
      signal.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')), { once: true });
    });
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!shouldDrop(url) || random() >= dropRate) return fetch(input, init);
    if (random() < 0.5) {
      counts.lostRequests++;
      return hang(init?.signal);
    }
    // Reaches the server (the message is stored), but the answer is lost on the way back.
    counts.lostAnswers++;
    await fetch(input, { ...init, signal: undefined }).then((res) => res.arrayBuffer());
    return hang(init?.signal);
  };
}
