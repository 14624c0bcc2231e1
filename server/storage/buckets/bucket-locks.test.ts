import { settle, step } from '../../testing/lock-steps';
import { BucketLocks } from './bucket-locks';

describe('BucketLocks', () => {
  it('runs one step at a time per bucket, another bucket meanwhile, and passes a failure on', async () => {
    const locks = new BucketLocks();
    const log: string[] = [];
    const [first, second, other] = [step(log, 'first'), step(log, 'second'), step(log, 'other')];
    const running = [locks.run('photos', first.run), locks.run('photos', second.run), locks.run('avatars', other.run)];
    await settle(log);
    expect(log).toEqual(['first starts', 'other starts']);
    first.finish();
    second.finish();
    other.finish();
    expect(await Promise.all(running)).toEqual(['first', 'second', 'other']);
    await expect(locks.run('photos', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
