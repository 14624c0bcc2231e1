import { withCors } from '../_shared/cors.ts';
import type { EdgeHandler } from '../_shared/edge-function.ts';
import { serviceRpc } from '../_shared/service-rest.ts';
import { memberOfUnsubscribeToken, unsubscribeKey } from '../_shared/unsubscribe-token.ts';
import { refusal } from './answers.ts';

/**
 * POST /functions/v1/email-unsubscribe?token=… (docs/notifications.md, Digest e-mails): RFC 8058's
 * one-click unsubscribe, posted by a mail client (body `List-Unsubscribe=One-Click`) or by the SPA's
 * /unsubscribe page. No JWT: the signed token is the proof, and it can only turn digests off. Only
 * POST, so a link scanner that follows the address unsubscribes nobody. A valid token is answered
 * the same whether its member still exists or not.
 */
export const emailUnsubscribeHandler: EdgeHandler = async (req, env) => {
  if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
  // What the body says is RFC 8058's fixed line, nothing to act on.
  await req.body?.cancel();
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const member = await memberOfUnsubscribeToken(await unsubscribeKey(env), token);
  if (!member) return refusal('invalidLink');
  await serviceRpc(env, 'unsubscribe_email_digest', { member });
  return Response.json({ unsubscribed: true });
};

// The SPA calls it from its own origin, which on hosted Supabase is not the project's.
export const handler: EdgeHandler = withCors(emailUnsubscribeHandler);
