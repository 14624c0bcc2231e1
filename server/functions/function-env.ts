import type { IncomingMessage } from 'node:http';
import type { EdgeEnv } from '../../supabase/functions/_shared/edge-function';
import type { FunctionSecretName } from '../../supabase/functions/_shared/function-secrets';
import type { ServerContext } from '../context';

/**
 * What a handler gets on the embedded server: this server's own address, taken from the socket the
 * request arrived on (never from the client's Host header, which would let a caller send the
 * service key elsewhere), and the project's keys from the server context. Nothing of it is put in
 * the request, so a handler that echoes its request leaks no key.
 */
/** Secrets the server itself provides, given its own URL (the payment stand-in's keys and address). */
export type ServerSecrets = (supabaseUrl: string) => Partial<Record<FunctionSecretName, string>>;

export function embeddedEdgeEnv(ctx: ServerContext, req: IncomingMessage, serverSecrets?: ServerSecrets): EdgeEnv {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  const supabaseUrl = `http://${host}:${req.socket.localPort}`;
  const provided = serverSecrets?.(supabaseUrl) ?? {};
  return {
    supabaseUrl,
    anonKey: ctx.keys.anonKey,
    serviceRoleKey: ctx.keys.serviceRoleKey,
    // The environment's own values win: a real Stripe key replaces the stand-in.
    secrets: { get: (name) => ctx.config.functionSecrets[name] ?? provided[name] },
  };
}
