import type { FunctionSecrets } from './function-secrets.ts';

/**
 * Where a function reaches its own project, and with which keys. On hosted Supabase these are the
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY secrets the platform gives every
 * function (read by `denoEdgeEnv`); the embedded server passes its own address and keys. The
 * service-role key bypasses row-level security: a handler uses it only for server-side calls and
 * never puts it in a response.
 */
export interface EdgeEnv {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The variables of FUNCTION_SECRETS (the AI provider's key, model and URL), when set. */
  secrets: FunctionSecrets;
}

/**
 * An Edge Function as both runtimes run it: a Web Fetch handler. The embedded server mounts it under
 * /functions/v1/<name>; on hosted Supabase the function's `index.ts` passes it to `Deno.serve`.
 */
export type EdgeHandler = (req: Request, env: EdgeEnv) => Promise<Response>;
