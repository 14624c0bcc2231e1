import type { Plugin } from 'vite';
import { routeFiles, type BuiltChunk, type RouteModules } from './route-chunks.ts';

export const ROUTE_PRELOAD_FILE = 'route-preload.js';
/** The same map for the build's later steps: a prerendered page starts its own route's chunks (scripts/prerender.ts). */
export const ROUTE_FILES_FILE = '.vite/route-files.json';

export interface RoutePreloadOptions {
  /** Pages a visitor may open first. */
  visitorRoutes: RouteModules[];
  /** Pages behind sign-in, each with what the signed-in frame needs. */
  memberRoutes: RouteModules[];
  /** Where a member who opens a visitor page is sent (the app's redirect): '/home'. */
  memberHome: string;
  /** Where a visitor who opens a member page is sent: '/login'. */
  visitorHome: string;
}

/** The script: picks the route's chunks (by path, and by whether a session is stored) and preloads them. */
export function preloadScript(map: Record<string, string[]>, options: RoutePreloadOptions): string {
  const member = options.memberRoutes.map((route) => route.path);
  return `// Written by the build (scripts/vite/route-preload.ts): preloads the chunks of the page being opened.
(function () {
  // A returning member's service worker answers every chunk from its cache at once, so preloading
  // buys nothing there, and adding some eighty link elements cost a phone's main thread ~150 ms
  // (docs/performance.md, The fifth round).
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return;
  var map = ${JSON.stringify(map)};
  var memberPaths = ${JSON.stringify(member)};
  var path = location.pathname;
  // public/theme-init.js, which runs first (a blocking script in <head>), marks a stored session.
  var signedIn = document.documentElement.classList.contains('session-stored');
  // '/profile/' is a prefix; '/' is the landing page only.
  var matches = function (route) { return route.length > 1 && route.slice(-1) === '/' ? path.indexOf(route) === 0 : path === route; };
  var isMemberPage = memberPaths.some(matches);
  var route = Object.keys(map).filter(matches)[0];
  if (signedIn && !isMemberPage && ${JSON.stringify(options.visitorRoutes.map((r) => r.path))}.some(matches)) route = ${JSON.stringify(options.memberHome)};
  if (!signedIn && isMemberPage) route = ${JSON.stringify(options.visitorHome)};
  (map[route] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
}

/**
 * Pages are lazy chunks, found only once the entry has run: a chain of round trips before the first
 * screen (and, for a member, the signed-in frame, supabase-js and the page). This build step writes
 * /route-preload.js, loaded async from index.html, which asks for the opened page's chunks at once —
 * on any static host, since it needs no server. The signed-in chain is preloaded only when a session
 * is stored.
 */
export function routePreload(options: RoutePreloadOptions): Plugin {
  return {
    name: 'ascend-route-preload',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: `/${ROUTE_PRELOAD_FILE}`, async: true }, injectTo: 'head' }];
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ fileName: output.fileName, facadeModuleId: output.facadeModuleId, imports: output.imports, isEntry: output.isEntry }]
          : [],
      );
      const map = Object.fromEntries(
        [...options.visitorRoutes, ...options.memberRoutes].map((route) => [route.path, routeFiles(chunks, route.modules)]),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: preloadScript(map, options) });
      this.emitFile({ type: 'asset', fileName: ROUTE_FILES_FILE, source: JSON.stringify(map) });
    },
  };
}
