import { z } from 'zod';
import type { AuthRequest } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { optionalText, readAuthJson } from '../request-body';

const IdTokenBody = z.object({ provider: optionalText, issuer: optionalText });

/** The issuers GoTrue knows by provider name (internal/api/provider). */
const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  keycloak: '',
  kakao: 'https://kauth.kakao.com',
};

/**
 * grant_type=id_token (signInWithIdToken): no provider takes ID tokens here, so GoTrue's answer for a
 * provider that is not enabled, naming its issuer; an unknown one is GoTrue's refusal of an issuer
 * it was not told to allow (GOTRUE_EXTERNAL_ALLOWED_ID_TOKEN_ISSUERS).
 */
export async function idTokenGrant(request: AuthRequest): Promise<never> {
  const body = await readAuthJson(request.req, IdTokenBody);
  const provider = body.provider.toLowerCase();
  if (Object.hasOwn(ISSUERS, provider)) {
    throw authError('idTokenProviderDisabled', `Provider (issuer ${JSON.stringify(body.issuer || ISSUERS[provider])}) is not enabled`);
  }
  throw authError('idTokenProviderUnknown', `Custom OIDC provider ${JSON.stringify(body.provider)} not allowed`);
}
