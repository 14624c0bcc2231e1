import type { FunctionSecrets } from '../_shared/function-secrets.ts';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * Where the payment page sends the member back: the site (SITE_URL), or another address the SPA is
 * served at (ADDITIONAL_SITE_URLS, e.g. Vite's dev server) when the request came from that page.
 * Never the request's Origin as such: a page elsewhere would get a payment page on our domain that
 * returns to it. Undefined when no site is configured, and then nothing can be sold.
 */
export function returnAddress(req: Request, secrets: FunctionSecrets): string | undefined {
  const site = secrets.get('SITE_URL');
  if (!site || !originOf(site)) return undefined;
  const others = (secrets.get('ADDITIONAL_SITE_URLS') ?? '').split(',').map((url) => url.trim());
  const origin = req.headers.get('origin');
  const page = [site, ...others].find((url) => origin && originOf(url) === origin);
  return withoutTrailingSlash(page ?? site);
}
