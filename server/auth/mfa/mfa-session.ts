import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { authenticate, type Authenticated } from '../sessions/authenticate';
import { siteUrl } from '../email/email-links';

/** A factor call needs the token of a live session: GoTrue upgrades or checks that session. */
export async function authenticateSession(request: AuthRequest, services: AuthServices): Promise<Authenticated & { sessionId: string }> {
  const caller = await authenticate(request, services);
  if (!caller.sessionId) throw authError('sessionRequired');
  return { ...caller, sessionId: caller.sessionId };
}

/**
 * A factor or passkey to add is for a permanent account: GoTrue's requireNotAnonymous answers an
 * anonymous user's session so (server/auth/users/anonymous-sign-in.ts).
 */
export async function authenticatePermanentSession(request: AuthRequest, services: AuthServices): Promise<Authenticated & { sessionId: string }> {
  const caller = await authenticateSession(request, services);
  if (caller.user.is_anonymous) throw authError('anonymousNotAllowed');
  return caller;
}

/** Where the mails send the member: Settings, at its Security section. */
export function securitySettingsUrl(request: AuthRequest, services: AuthServices): string {
  return `${siteUrl(request, services)}/settings#security`;
}

