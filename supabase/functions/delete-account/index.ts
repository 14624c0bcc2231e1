// The Supabase Edge Function entry point (Deno). Node never runs this file: the embedded server
// imports handler.ts directly and passes its own address and keys.
import { denoEdgeEnv, type DenoEnv } from '../_shared/deno-env.ts';
import { handler } from './handler.ts';

// Just the part of Deno's global this file uses, so the project's Node type-check passes.
declare const Deno: { env: DenoEnv; serve(handler: (req: Request) => Response | Promise<Response>): unknown };

// SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY: set by the platform for every function.
const env = denoEdgeEnv(Deno.env);
Deno.serve((req) => handler(req, env));
