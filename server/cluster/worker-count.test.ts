import { ConfigError } from '../config';
import { readWorkerCount } from './worker-count';

const PG = { DATABASE_URL: 'postgres://ascend@db/ascend' };

describe('readWorkerCount', () => {
  it('reads --workers N, --workers=N or WORKERS; one process when none is given', () => {
    expect(readWorkerCount([], PG)).toEqual({ count: 1 });
    expect(readWorkerCount(['--workers', '3'], PG)).toEqual({ count: 3 });
    expect(readWorkerCount(['--workers=2'], { ...PG, WORKERS: '4' })).toEqual({ count: 2 });
    expect(readWorkerCount([], { ...PG, WORKERS: '4' })).toEqual({ count: 4 });
  });

  it('refuses a count that is not a whole number of processes, naming where it came from', () => {
    for (const [argv, env] of [[['--workers', 'two'], PG], [['--workers'], PG], [[], { ...PG, WORKERS: '0' }], [[], { ...PG, WORKERS: '1.5' }]] as const) {
      expect(() => readWorkerCount(argv, env)).toThrow(ConfigError);
    }
    expect(() => readWorkerCount([], { WORKERS: '-1' })).toThrow(/^WORKERS must be a whole number/);
  });

  it('keeps PGlite at one process and says why', () => {
    const { count, note } = readWorkerCount(['--workers', '2'], {});
    expect(count).toBe(1);
    expect(note).toMatch(/^Workers: 1, not 2 \(--workers\): the embedded database \(PGlite\) lives inside one process.*set DATABASE_URL/);
    expect(readWorkerCount([], { WORKERS: '1' })).toEqual({ count: 1 });
  });
});
