import type { EdgeEnv } from '../_shared/edge-function.ts';
import { unsubscribeToken, type UnsubscribeKey } from '../_shared/unsubscribe-token.ts';

export interface DigestLinks {
  notifications: string;
  /** The SPA's page, for a person: it asks before it unsubscribes. */
  unsubscribePage: string;
  /** RFC 8058's one-click address, for the mail client: a POST there unsubscribes. */
  oneClick: string;
}

/**
 * Where the SPA is: SITE_URL, else this project's own address (the embedded server serves the SPA
 * itself). Hosted Supabase needs SITE_URL: the SPA is served elsewhere.
 */
export const siteUrl = (env: EdgeEnv) => (env.secrets.get('SITE_URL') ?? env.supabaseUrl).replace(/\/+$/, '');

export async function digestLinks(env: EdgeEnv, key: UnsubscribeKey, memberId: string): Promise<DigestLinks> {
  const token = encodeURIComponent(await unsubscribeToken(key, memberId));
  const site = siteUrl(env);
  return {
    notifications: `${site}/notifications`,
    unsubscribePage: `${site}/unsubscribe?token=${token}`,
    oneClick: `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1/email-unsubscribe?token=${token}`,
  };
}
