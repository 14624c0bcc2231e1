import type { EdgeEnv } from './edge-function.ts';

const headers = (env: EdgeEnv) => ({
  apikey: env.serviceRoleKey,
  Authorization: `Bearer ${env.serviceRoleKey}`,
  'Content-Type': 'application/json',
});

async function answer<T>(res: Response, call: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`rest answered ${res.status} to ${call}: ${text.slice(0, 200)}`);
  // A function returning void answers with no body.
  return (text ? JSON.parse(text) : null) as T;
}

/** A database function the service role alone may call, its answer unread (for callers that read refusals). */
export function serviceRpcResponse(env: EdgeEnv, name: string, args: object): Promise<Response> {
  return fetch(`${env.supabaseUrl}/rest/v1/rpc/${name}`, { method: 'POST', headers: headers(env), body: JSON.stringify(args) });
}

/** A database function the service role alone may call (record_subscription, finish_ai_call). */
export async function serviceRpc<T>(env: EdgeEnv, name: string, args: object): Promise<T> {
  return answer<T>(await serviceRpcResponse(env, name, args), `rpc/${name}`);
}

/** Rows read with the service role: what a member may not read herself, or before she may. */
export async function serviceSelect<T>(env: EdgeEnv, query: string): Promise<T[]> {
  const res = await fetch(`${env.supabaseUrl}/rest/v1/${query}`, { headers: headers(env) });
  return answer<T[]>(res, query.split('?')[0]);
}

/** Deletes the rows a PostgREST query names, with the service role (undoing a step that could not finish). */
export async function serviceDelete(env: EdgeEnv, query: string): Promise<void> {
  const res = await fetch(`${env.supabaseUrl}/rest/v1/${query}`, { method: 'DELETE', headers: headers(env) });
  await answer<null>(res, query.split('?')[0]);
}
