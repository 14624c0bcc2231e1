import { ConfigError } from '../config';

export interface WorkerCount {
  /** How many server processes run behind the one port. */
  count: number;
  /** Why fewer run than were asked for, said at start. */
  note?: string;
}

// Each process holds its own pool of connections to PostgreSQL (node-postgres' default: 10) and its LISTENs.
const MAX_WORKERS = 64;

/** The number asked for: `--workers N` (or `--workers=N`) on the command line, else WORKERS, else 1. */
function askedFor(argv: readonly string[], env: NodeJS.ProcessEnv): { value: string; from: string } | undefined {
  const at = argv.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='));
  if (at >= 0) {
    const arg = argv[at];
    return { value: arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[at + 1] ?? ''), from: '--workers' };
  }
  return env.WORKERS?.trim() ? { value: env.WORKERS.trim(), from: 'WORKERS' } : undefined;
}

/**
 * How many processes serve the port (docs/deployment.md, Running on your own PostgreSQL). Several
 * need PostgreSQL: PGlite's files are one process's database, so on PGlite the count stays 1 and the
 * note says why.
 */
export function readWorkerCount(argv: readonly string[], env: NodeJS.ProcessEnv): WorkerCount {
  const asked = askedFor(argv, env);
  if (!asked) return { count: 1 };
  const count = Number(asked.value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new ConfigError(`${asked.from} must be a whole number of processes from 1 to ${MAX_WORKERS}, not "${asked.value}"`);
  }
  if (count > 1 && !env.DATABASE_URL) {
    return {
      count: 1,
      note:
        `Workers: 1, not ${count} (${asked.from}): the embedded database (PGlite) lives inside one process, which alone may open its files. ` +
        'Several processes need PostgreSQL: set DATABASE_URL (docs/deployment.md, Running on your own PostgreSQL).',
    };
  }
  return { count };
}
