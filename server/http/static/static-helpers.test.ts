import path from 'node:path';
import { preferredEncoding } from './accept-encoding';
import { contentTypeOf, isCompressible } from './content-types';
import { resolveStaticPath } from './resolve-static-path';
import { injectAnonKey, injectIceServers, injectSiteOrigin } from './spa-index';

describe('resolveStaticPath', () => {
  const root = path.resolve('/srv/dist');

  it('maps URL paths onto files under the root', () => {
    expect(resolveStaticPath(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(resolveStaticPath(root, '/')).toBe(root);
    expect(resolveStaticPath(root, '/caf%C3%A9.png')).toBe(path.join(root, 'café.png'));
  });

  it('refuses anything that could leave the root or name hidden files', () => {
    for (const p of ['/../etc/passwd', '/assets/../../etc/passwd', '/..%2fetc%2fpasswd', '/a%5c..%5cb', '/%00', '/.env', '/%E0%A4%A']) {
      expect(resolveStaticPath(root, p)).toBeUndefined();
    }
    expect(resolveStaticPath(root, '/.well-known/security.txt')).toBe(path.join(root, '.well-known', 'security.txt'));
  });
});

describe('injectAnonKey', () => {
  it('fills the content of the supabase-anon-key meta tag only', () => {
    const html = '<meta name="description" content="x"><meta name="supabase-anon-key" content="">';
    expect(injectAnonKey(html, 'abc.def')).toBe('<meta name="description" content="x"><meta name="supabase-anon-key" content="abc.def">');
    expect(injectAnonKey('<meta content="old" name="supabase-anon-key" />', 'k')).toBe('<meta content="k" name="supabase-anon-key" />');
  });
});

describe('injectIceServers', () => {
  it('writes ICE_SERVERS into the ice-servers meta tag, escaped, and leaves the page as built when unset', () => {
    const html = '<meta name="supabase-anon-key" content=""><meta name="ice-servers" content="">';
    expect(injectIceServers(html, '[{"urls":"stun:s.example.org"}]')).toBe(
      '<meta name="supabase-anon-key" content=""><meta name="ice-servers" content="[{&quot;urls&quot;:&quot;stun:s.example.org&quot;}]">',
    );
    expect(injectIceServers(html, undefined)).toBe(html);
  });
});

describe('injectSiteOrigin', () => {
  it('makes the hreflang links absolute with PUBLIC_URL’s origin, and leaves every other link and an absolute one as built', () => {
    const html =
      '<link rel="alternate" hreflang="es" href="/es/pricing"><link rel="alternate" hreflang="x-default" href="/pricing">' +
      '<link rel="manifest" href="/manifest.webmanifest"><link rel="alternate" hreflang="de" href="https://ascend.example/de/pricing">';
    expect(injectSiteOrigin(html, 'https://ascend.example')).toBe(
      '<link rel="alternate" hreflang="es" href="https://ascend.example/es/pricing"><link rel="alternate" hreflang="x-default" href="https://ascend.example/pricing">' +
        '<link rel="manifest" href="/manifest.webmanifest"><link rel="alternate" hreflang="de" href="https://ascend.example/de/pricing">',
    );
    expect(injectSiteOrigin(html, undefined)).toBe(html);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('content types', () => {
  it('names types and which of them compress', () => {
    expect(contentTypeOf('/a/index.HTML')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.woff2')).toBe('font/woff2');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
  });
});
