import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the current definition of every function and view lives, one object per file, and every
 * table's policies, one file per table.
 */
export const SCHEMAS_DIR = path.join(process.cwd(), 'supabase', 'schemas');

export interface SchemaFile {
  /** The file's path from the repository root, as messages and migrations name it. */
  path: string;
  sql: string;
}

/** Every `.sql` file under dir, in path order (the order they are first tried in). */
export async function readSchemaFiles(dir = SCHEMAS_DIR): Promise<SchemaFile[]> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      path: path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join('/'),
      sql: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

// Comments, quoted strings and dollar-quoted bodies: a `create function` inside one is not a statement.
const NOT_CODE = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g;
const DEFINITION = /\bcreate\s+(?:or\s+replace\s+)?(?:function|procedure|view|policy)\b/gi;

/** How many functions, procedures, views and policies the file's statements create. */
export function countDefinitions(sql: string): number {
  return sql.replace(NOT_CODE, ' ').match(DEFINITION)?.length ?? 0;
}
