const ANON_KEY_META = /<meta\b[^>]*\bname=["']supabase-anon-key["'][^>]*>/i;

/** index.html with the anon key filled in, for an SPA built without VITE_SUPABASE_ANON_KEY. */
export function injectAnonKey(html: string, anonKey: string): string {
  const escaped = anonKey.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(ANON_KEY_META, (tag) => {
    if (/\bcontent=(["'])[^"']*\1/i.test(tag)) return tag.replace(/\bcontent=(["'])[^"']*\1/i, `content="${escaped}"`);
    return tag.replace(/\s*\/?>$/, (end) => ` content="${escaped}"${end}`);
  });
}
