import { runInNewContext } from 'node:vm';
import { preloadScript, type RoutePreloadOptions } from './route-preload';

const options: RoutePreloadOptions = {
  visitorRoutes: [
    { path: '/', modules: [] },
    { path: '/login', modules: [] },
  ],
  memberRoutes: [
    { path: '/home', modules: [] },
    { path: '/profile/', modules: [] },
  ],
  memberHome: '/home',
  visitorHome: '/login',
};

const map = {
  '/': ['/assets/landing.js'],
  '/login': ['/assets/login.js'],
  '/home': ['/assets/frame.js', '/assets/home.js'],
  '/profile/': ['/assets/frame.js', '/assets/profile.js'],
};

/** <html>'s classes as public/theme-init.js leaves them: 'session-stored' when supabase-js holds a session. */
type Marks = string[];

/** Runs the written script as a browser would, at `pathname` with `marks` on <html>: the hrefs it preloads. */
function preloadedAt(pathname: string, marks: Marks = ['dark'], serviceWorker?: { controller: object | null }): string[] {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(preloadScript(map, options), {
    location: { pathname },
    navigator: { serviceWorker },
    document: {
      documentElement: { classList: { contains: (name: string) => marks.includes(name) } },
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

const session: Marks = ['dark', 'session-stored'];

it("preloads the opened page's chunks: the landing page only at '/'", () => {
  expect(preloadedAt('/')).toEqual(['/assets/landing.js']);
  expect(preloadedAt('/login')).toEqual(['/assets/login.js']);
  expect(preloadedAt('/home', session)).toEqual(['/assets/frame.js', '/assets/home.js']);
  expect(preloadedAt('/profile/d0000000-0000-4000-8000-000000000001', session)).toEqual(['/assets/frame.js', '/assets/profile.js']);
});

it('preloads where the app will send her: a member opening a visitor page goes home, a visitor opening a member page to sign in', () => {
  expect(preloadedAt('/', session)).toEqual(['/assets/frame.js', '/assets/home.js']);
  expect(preloadedAt('/home')).toEqual(['/assets/login.js']);
});

it('preloads nothing for a page it does not know', () => {
  expect(preloadedAt('/terms')).toEqual([]);
  expect(preloadedAt('/homework', session)).toEqual([]);
});

it("preloads nothing when the app's service worker answers the page: the chunks come from its cache", () => {
  expect(preloadedAt('/home', session, { controller: {} })).toEqual([]);
  expect(preloadedAt('/home', session, { controller: null })).toEqual(['/assets/frame.js', '/assets/home.js']);
});
