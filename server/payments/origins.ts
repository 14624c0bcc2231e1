import type { IncomingMessage } from 'node:http';

/**
 * This server as the request reached it: the socket's own address, as the Edge Functions gateway
 * names the project URL (server/functions/function-env.ts). Server-to-server calls (webhooks) go
 * there; it never comes from a header a caller could set.
 */
export function socketOrigin(req: IncomingMessage): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/**
 * Where a browser reaches the pay page. The Checkout Session is created by an Edge Function calling
 * this API from inside the server, so the request's address is the server's own: right for a
 * browser on the same machine, wrong behind a proxy. So PUBLIC_URL wins when it is set; otherwise
 * the Host the caller used (the function's fetch names the address it rewrote api.stripe.com to),
 * else the socket's address. Only a holder of the secret key can create a session, so the Host
 * header here is not a stranger's.
 */
export function defaultPublicOrigin(publicUrl: string | undefined): (req: IncomingMessage) => string {
  return (req) => {
    if (publicUrl) return new URL(publicUrl).origin;
    const host = req.headers.host ?? '';
    return /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(host) ? new URL(`http://${host}`).origin : socketOrigin(req);
  };
}
