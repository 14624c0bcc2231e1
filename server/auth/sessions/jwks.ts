import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';

/**
 * GET /.well-known/jwks.json: the public keys that verify access tokens, as GoTrue publishes them
 * (none when tokens are HS256 alone). auth-js's getClaims() verifies a token locally with the key its
 * kid names; public, so caches may keep it a while, as hosted projects let them.
 */
export async function jwks(request: AuthRequest, services: AuthServices): Promise<void> {
  const keys = (services.ctx.config.jwtSigningKeys ?? []).map((key) => key.jwk);
  sendJson(request.res, 200, { keys }, { 'Cache-Control': 'public, max-age=600' });
}
