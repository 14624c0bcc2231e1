import path from 'node:path';

// Paths are resolved from the repository root (the working directory of npm scripts and Jest).
export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');
export const BOOTSTRAP_SQL = path.join(process.cwd(), 'server', 'db', 'bootstrap.sql');

/** Where PGlite keeps its files inside the server's data directory. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pg');

/** Where stored files live inside the server's data directory: `<dataDir>/storage/<bucket>/<key>`. */
export const storageDir = (dataDir: string) => path.join(dataDir, 'storage');

/** Uploads in progress: outside every bucket's folder, on the same disk so moving one in is atomic. */
export const storageUploadsDir = (dataDir: string) => path.join(dataDir, 'storage-uploads');
/** Rendered images (server/storage/render/): a cache of the stored files, safe to delete. */
export const storageRendersDir = (dataDir: string) => path.join(dataDir, 'storage-renders');
