import { retryOnDeadlock } from './retry-on-deadlock';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs a transaction again after it was a deadlock victim, and answers its result', async () => {
    const run = jest.fn().mockRejectedValueOnce(deadlock).mockRejectedValueOnce(deadlock).mockResolvedValue('installed');
    await expect(retryOnDeadlock(run)).resolves.toBe('installed');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('passes any other failure on at once', async () => {
    const denied = Object.assign(new Error('permission denied'), { code: '42501' });
    const run = jest.fn().mockRejectedValue(denied);
    await expect(retryOnDeadlock(run)).rejects.toBe(denied);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up after five deadlocks in a row', async () => {
    const run = jest.fn().mockRejectedValue(deadlock);
    await expect(retryOnDeadlock(run)).rejects.toBe(deadlock);
    expect(run).toHaveBeenCalledTimes(5);
  });
});
