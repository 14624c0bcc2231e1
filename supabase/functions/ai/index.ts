// The Supabase Edge Function entry point (Deno). Node never runs this file: the embedded server
// imports handler.ts directly and passes its own address, keys and secrets. `openai` and `zod`
// resolve through this function's deno.json (npm: specifiers), and through node_modules on Node.
import { denoEdgeEnv, type DenoEnv } from '../_shared/deno-env.ts';
import { handler } from './handler.ts';

// Just the part of Deno's global this file uses, so the project's Node type-check passes.
declare const Deno: { env: DenoEnv; serve(handler: (req: Request) => Response | Promise<Response>): unknown };

// SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY from the platform; the AI provider's
// OPENAI_* from `supabase secrets set` (supabase/functions/_shared/function-secrets.ts).
const env = denoEdgeEnv(Deno.env);
Deno.serve((req) => handler(req, env));
