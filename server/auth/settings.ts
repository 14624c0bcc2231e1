import { sendJson } from '../http';
import type { AuthRequest, AuthServices } from './auth-request';
import { relyingParty } from './passkeys/relying-party';

// Every provider GoTrue lists in /settings; only e-mail and the local Google stand-in are offered here.
const GOTRUE_PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly',
  'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify',
  'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'email', 'phone', 'zoom',
];

/** GET /settings, GoTrue's shape: which providers are on and whether e-mail is confirmed automatically. */
export async function settings(request: AuthRequest, services: AuthServices): Promise<void> {
  const { localGoogle, anonymousUsers } = services.options;
  const enabled = new Set(['email', ...(localGoogle ? ['google'] : []), ...(anonymousUsers ? ['anonymous_users'] : [])]);
  sendJson(request.res, 200, {
    external: Object.fromEntries(GOTRUE_PROVIDERS.map((provider) => [provider, enabled.has(provider)])),
    disable_signup: services.options.disableSignup,
    mailer_autoconfirm: services.options.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    // On wherever the server can name the passkeys' relying party (server/auth/passkeys/relying-party.ts).
    passkeys_enabled: relyingParty(services) !== undefined,
  });
}

/** GET /health, as GoTrue answers it (the version says which implementation is answering). */
export async function health(request: AuthRequest): Promise<void> {
  sendJson(request.res, 200, {
    version: 'embedded',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}
