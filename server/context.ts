import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import type { Database } from './db';

/** What every API surface is built from: one per running server. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  keys: { anonKey: string; serviceRoleKey: string };
}

/** Serves one API surface; subpath is the path after its mount, e.g. '/token' under '/auth/v1'. */
export type Handler = (req: IncomingMessage, res: ServerResponse, subpath: string) => Promise<void>;
