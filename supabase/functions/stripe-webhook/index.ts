// The Supabase Edge Function entry point (Deno); deploy with --no-verify-jwt: Stripe sends no JWT,
// the signature proves the sender. `stripe` resolves through this function's deno.json.
import { denoEdgeEnv, type DenoEnv } from '../_shared/deno-env.ts';
import { handler } from './handler.ts';

declare const Deno: { env: DenoEnv; serve(handler: (req: Request) => Response | Promise<Response>): unknown };

const env = denoEdgeEnv(Deno.env);
Deno.serve((req) => handler(req, env));
