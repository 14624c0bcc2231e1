/**
 * An Edge Function as both runtimes run it: a Web Fetch handler. The embedded server mounts it under
 * /functions/v1/<name>; on hosted Supabase the function's `index.ts` passes it to `Deno.serve`.
 */
export type EdgeHandler = (req: Request) => Promise<Response>;
