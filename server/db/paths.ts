import path from 'node:path';

// Paths are resolved from the repository root (the working directory of npm scripts and Jest).
export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');
export const BOOTSTRAP_SQL = path.join(process.cwd(), 'server', 'db', 'bootstrap.sql');

/** Where PGlite keeps its files inside the server's data directory. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pg');
