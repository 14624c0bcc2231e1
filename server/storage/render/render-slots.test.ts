import { RenderSlots } from './render-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('render slots', () => {
  it('runs two at once, the next in turn as one ends, and refuses beyond the queue', async () => {
    const slots = new RenderSlots(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) => slots.run(async () => {
      started.push(i);
      await gate.promise;
      return i;
    }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(slots.run(async () => 3)).rejects.toMatchObject({ message: 'Too many requests', statusCode: 429 });

    gates[0].resolve();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    // Every slot is free again: two run at once with nobody waiting.
    expect(await Promise.all([slots.run(async () => 'a'), slots.run(async () => 'b')])).toEqual(['a', 'b']);
  });

  it('frees the slot of a rendering that fails', async () => {
    const slots = new RenderSlots(1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
