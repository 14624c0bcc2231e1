import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertWithinRateLimit } from '../rate-limits/rate-limit-guard';
import { passwordGrant } from './password-grant';
import { pkceGrant } from './pkce-grant';
import { idTokenGrant } from './id-token-grant';
import { refreshGrant } from './refresh-grant';

/** POST /token: dispatches on grant_type like GoTrue; sign-in grants count against the rate limit. */
export async function token(request: AuthRequest, services: AuthServices): Promise<void> {
  const grantType = request.url.searchParams.get('grant_type');
  switch (grantType) {
    case 'password':
      assertWithinRateLimit(request, services, 'sign_in');
      return passwordGrant(request, services);
    case 'pkce':
      assertWithinRateLimit(request, services, 'sign_in');
      return pkceGrant(request, services);
    case 'refresh_token':
      return refreshGrant(request, services);
    case 'id_token':
      return idTokenGrant(request);
    case 'web3':
      throw authError('web3Disabled');
    default:
      throw authError('unsupportedGrantType');
  }
}
