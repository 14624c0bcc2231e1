// The Supabase Edge Function entry point (Deno); deploy with --no-verify-jwt: mail clients send no
// JWT, the signed token proves the link is ours.
import { denoEdgeEnv, type DenoEnv } from '../_shared/deno-env.ts';
import { handler } from './handler.ts';

declare const Deno: { env: DenoEnv; serve(handler: (req: Request) => Response | Promise<Response>): unknown };

const env = denoEdgeEnv(Deno.env);
Deno.serve((req) => handler(req, env));
