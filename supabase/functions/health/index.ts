// The Supabase Edge Function entry point (Deno). Node never runs this file: the embedded server
// imports handler.ts directly.
import { handler } from './handler.ts';

// Just the part of Deno's global this file uses, so the project's Node type-check passes.
declare const Deno: { serve(handler: (req: Request) => Response | Promise<Response>): unknown };

Deno.serve(handler);
