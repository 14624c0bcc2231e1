import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { loadConfig } from './server/config.ts';
import { apiKeys } from './server/jwt.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { pwa } from './scripts/vite/pwa.ts';

const apiPaths = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'];

/**
 * In development the embedded backend's anon key goes into index.html, as the server does in production.
 * loadConfig reads the secret the server signs with (JWT_SECRET or DATA_DIR's own), so the key matches.
 */
function injectAnonKey(): Plugin {
  return {
    name: 'ascend-anon-key',
    apply: 'serve',
    async transformIndexHtml(html) {
      const { anonKey } = await apiKeys((await loadConfig()).jwtSecret);
      return html.replace('<meta name="supabase-anon-key" content="" />', `<meta name="supabase-anon-key" content="${anonKey}" />`);
    },
  };
}

const page = (name: string) => `src/pages/${name}/index.ts`;
// The store, a chunk of its own that a visitor's first load goes without (src/app/model/late-store.ts):
// a page that talks to the backend waits for it.
const store = 'src/app/model/start-store.ts';
// What a member's page needs before it shows anything: the store, the signed-in frame, supabase-js and
// the fetch it is created with (both imported by getSupabase on first use).
const memberFrame = [
  store,
  'src/app/layouts/ProtectedLayout.tsx',
  'node_modules/@supabase/supabase-js/dist/index.mjs',
  'src/shared/supabase/early-requests.ts',
];
const member = (path: string, name: string) => ({ path, modules: [...memberFrame, page(name)] });

export default defineConfig(() => {
  const backend = process.env.ASCEND_API_ORIGIN ?? 'http://127.0.0.1:3000';
  return {
    plugins: [
      react(),
      injectAnonKey(),
      routePreload({
        visitorRoutes: [
          { path: '/', modules: [page('landing')] },
          { path: '/login', modules: [page('login'), store] },
          { path: '/register', modules: [page('register'), store] },
          // The plans come with the API, after the title; asked for at once all the same.
          { path: '/pricing', modules: [page('pricing'), 'src/widgets/pricing-plans/index.ts', store] },
        ],
        memberRoutes: [
          member('/home', 'home'),
          member('/messages', 'messages'),
          member('/messages/', 'messages'),
          member('/settings', 'settings'),
          member('/notifications', 'notifications'),
          member('/profile/', 'profile'),
        ],
        memberHome: '/home',
        visitorHome: '/login',
      }),
      pwa(),
    ],
    // `@rules`: the facts the SPA shares with the server, the functions and SQL's tests (docs/architecture.md).
    resolve: { alias: { '@': path.resolve(process.cwd(), 'src'), '@rules': path.resolve(process.cwd(), 'supabase/functions/_shared/rules') } },
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
    server: {
      proxy: {
        ...Object.fromEntries(apiPaths.map((p) => [p, { target: backend, changeOrigin: true }])),
        '/realtime/v1': { target: backend, ws: true, changeOrigin: true },
      },
    },
    // No source maps in the build: they would publish the app's source (the server refuses *.map too).
    build: {
      manifest: true,
      sourcemap: false,
      // A lazy page's chunks are asked for by /route-preload.js on a first load, and come from the
      // service worker's cache after it: the link element Vite would add for each of them, on every
      // lazy import, cost a phone's main thread ~280 ms on /home (docs/performance.md, The fifth round).
      // index.html keeps its own preloads.
      modulePreload: { resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) => (hostType === 'html' ? deps : []) },
    },
  };
});
