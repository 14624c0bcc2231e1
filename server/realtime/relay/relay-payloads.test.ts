import { MAX_NOTIFY_BYTES, PARTS_TIMEOUT_MS, PayloadAssembler, toPayloads } from './relay-payloads';

describe('relay payloads', () => {
  it('sends an envelope that fits as its JSON', () => {
    const envelope = { o: 'a', s: 1, m: [{ t: 'broadcast', room: 'r', event: 'typing', json: { ok: true } }] };
    expect(toPayloads(envelope)).toEqual([JSON.stringify(envelope)]);
    expect(new PayloadAssembler().accept(JSON.stringify(envelope))).toEqual(envelope);
  });

  it('cuts a larger one into parts NOTIFY takes, whatever its characters, and puts them back together', () => {
    const envelope = { o: 'a', s: 7, m: [{ text: 'é💬'.repeat(4_000) }] };
    const parts = toPayloads(envelope);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const assembler = new PayloadAssembler();
    // Another process's envelope may arrive between the parts.
    const other = toPayloads({ o: 'b', s: 1, m: [{ text: 'x'.repeat(20_000) }] });
    const arrived = parts.flatMap((part, i) => [part, ...(other[i] ? [other[i]] : [])]);
    const whole = arrived.map((payload) => assembler.accept(payload)).filter(Boolean);
    expect(whole).toEqual(expect.arrayContaining([envelope]));
    expect(whole).toHaveLength(other.length <= parts.length ? 2 : 1);
  });

  it('forgets the parts of an envelope that never completed', () => {
    let now = 0;
    const assembler = new PayloadAssembler(() => now);
    const [first, ...rest] = toPayloads({ o: 'a', s: 1, m: ['y'.repeat(30_000)] });
    assembler.accept(first);
    now += PARTS_TIMEOUT_MS + 1;
    // The stale first part is gone: the rest alone never make an envelope.
    expect(rest.map((payload) => assembler.accept(payload))).toEqual(rest.map(() => undefined));
  });
});
