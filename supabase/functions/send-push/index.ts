// The Supabase Edge Function entry point (Deno). Node never runs this file: the embedded server
// imports handler.ts directly. `web-push` resolves through this function's deno.json.
import { denoEdgeEnv, type DenoEnv } from '../_shared/deno-env.ts';
import { handler } from './handler.ts';

declare const Deno: { env: DenoEnv; serve(handler: (req: Request) => Response | Promise<Response>): unknown };

// SUPABASE_* from the platform; VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT from `supabase secrets set`.
const env = denoEdgeEnv(Deno.env);
Deno.serve((req) => handler(req, env));
