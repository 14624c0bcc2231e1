import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';

// The installable app: its manifest and its service worker (service-worker/sw.ts), built by
// vite-plugin-pwa. What is cached and how updates arrive: docs/pwa.md.

/** The themes' page backgrounds (src/shared/theme/palette.ts); dark is the default scheme. */
export const THEME_COLORS = { dark: '#140f1a', light: '#fff8fa' } as const;

const manifest = {
  name: 'Ascend',
  short_name: 'Ascend',
  description: 'Dating for adults, with AI helpers that make profiles, conversations and first dates better and safer.',
  id: '/',
  start_url: '/home',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  // One colour each is all a manifest holds: the default (dark) scheme's. index.html's theme-color
  // meta tags give the light one to a browser whose system asks for light.
  theme_color: THEME_COLORS.dark,
  background_color: THEME_COLORS.dark,
  categories: ['social', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Messages', short_name: 'Messages', url: '/messages', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Likes', short_name: 'Likes', url: '/home?likes', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};

/**
 * scripts/prerender.ts rewrites dist/index.html after this build (the theme script inlined), so the
 * shell's revision also covers public/theme-init.js: a change to either reaches installed apps.
 */
function shellRevision(revision: string | null): string {
  return createHash('sha256').update(`${revision ?? ''}:`).update(readFileSync('public/theme-init.js')).digest('hex').slice(0, 32);
}

export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // src/app/service-worker registers it after the page is idle, and never in development.
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest,
    // The icons are in the precache through globPatterns already.
    includeManifestIcons: false,
    injectManifest: {
      // The shell, this build's chunks and styles, the icons. Not the prerendered visitor pages (the
      // server answers those; offline the shell stands in) nor Vite's own build records.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['prerendered/**', '.vite/**', 'sw.js'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, revision: shellRevision(entry.revision) } : entry)),
          warnings: [],
        }),
      ],
    },
    devOptions: { enabled: false },
  });
}
