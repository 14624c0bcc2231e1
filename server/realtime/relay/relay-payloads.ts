/**
 * How one relay envelope travels as NOTIFY payloads. PostgreSQL refuses a payload of 8000 bytes or
 * more; a broadcast may be up to 1 MB (a call's offer is several kB). An envelope that fits is sent as
 * its JSON; a larger one is cut into parts of base64 text (ASCII, so a cut never splits a character),
 * all sent by one statement, hence in one transaction: every part is delivered, or none.
 */

/** Below PostgreSQL's limit of 8000 bytes, with room for the channel name in its queue entry. */
export const MAX_NOTIFY_BYTES = 7900;
// A part's JSON wraps its text with the origin, the sequence number and the counts.
const PART_CHARS = 7600;
/** A message whose parts did not all arrive by then (its process died mid-way) is dropped. */
export const PARTS_TIMEOUT_MS = 10_000;

interface Part {
  o: string;
  s: number;
  part: number;
  of: number;
  d: string;
}

/** The payloads for one envelope (origin `o`, sequence `s`), in the order they must be sent. */
export function toPayloads<E extends { o: string; s: number }>(envelope: E): string[] {
  const json = JSON.stringify(envelope);
  if (Buffer.byteLength(json) <= MAX_NOTIFY_BYTES) return [json];
  const text = Buffer.from(json).toString('base64');
  const of = Math.ceil(text.length / PART_CHARS);
  return Array.from({ length: of }, (_, part) =>
    JSON.stringify({ o: envelope.o, s: envelope.s, part, of, d: text.slice(part * PART_CHARS, (part + 1) * PART_CHARS) } satisfies Part),
  );
}

/** Puts parts back together; whole envelopes pass through. */
export class PayloadAssembler {
  private readonly pending = new Map<string, { parts: string[]; got: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The envelope's JSON value once complete, else undefined. Throws on a payload that is not JSON. */
  accept(payload: string): unknown {
    const value = JSON.parse(payload) as Partial<Part>;
    if (typeof value.d !== 'string' || typeof value.part !== 'number' || typeof value.of !== 'number') return value;
    this.forgetStale();
    const id = `${value.o}:${value.s}`;
    let entry = this.pending.get(id);
    if (!entry) this.pending.set(id, (entry = { parts: [], got: 0, since: this.now() }));
    if (entry.parts[value.part] === undefined) entry.got += 1;
    entry.parts[value.part] = value.d;
    if (entry.got < value.of) return undefined;
    this.pending.delete(id);
    return JSON.parse(Buffer.from(entry.parts.join(''), 'base64').toString('utf8'));
  }

  private forgetStale(): void {
    const before = this.now() - PARTS_TIMEOUT_MS;
    for (const [id, entry] of this.pending) if (entry.since < before) this.pending.delete(id);
  }
}
