const ANON_KEY_META = /<meta\b[^>]*\bname=["']supabase-anon-key["'][^>]*>/i;
const ICE_SERVERS_META = /<meta\b[^>]*\bname=["']ice-servers["'][^>]*>/i;

/** index.html with the anon key filled in, for an SPA built without VITE_SUPABASE_ANON_KEY. */
export function injectAnonKey(html: string, anonKey: string): string {
  return injectMetaContent(html, ANON_KEY_META, anonKey);
}

/** index.html with ICE_SERVERS (JSON) filled in, for video calls (docs/deployment.md, Video calls). */
export function injectIceServers(html: string, iceServers: string | undefined): string {
  return iceServers === undefined ? html : injectMetaContent(html, ICE_SERVERS_META, iceServers);
}

function injectMetaContent(html: string, meta: RegExp, content: string): string {
  const escaped = content.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(meta, (tag) => {
    if (/\bcontent=(["'])[^"']*\1/i.test(tag)) return tag.replace(/\bcontent=(["'])[^"']*\1/i, `content="${escaped}"`);
    return tag.replace(/\s*\/?>$/, (end) => ` content="${escaped}"${end}`);
  });
}

const ALTERNATE_LINK = /(<link rel="alternate" hreflang="[^"]+" href=")(\/[^"]*")/g;

/**
 * A prerendered page's `hreflang` links made absolute, as search engines ask
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#html): the
 * build writes them from the root when it does not know the site's address (SITE_URL), the server
 * knows it from PUBLIC_URL.
 */
export function injectSiteOrigin(html: string, siteOrigin: string | undefined): string {
  return siteOrigin === undefined ? html : html.replace(ALTERNATE_LINK, (_, start: string, rest: string) => `${start}${siteOrigin}${rest}`);
}
