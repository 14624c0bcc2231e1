import { isApiPath, isCachedPhoto, navigationKind } from './routes';

const origin = 'https://ascend.test';
const at = (path: string, base = origin) => new URL(path, base);

describe('which navigations the worker answers, and how', () => {
  it("answers a member's pages with the precached shell", () => {
    for (const path of ['/home', '/home?likes', '/messages', '/messages/abc', '/settings', '/notifications', '/profile/abc', '/support', '/analytics', '/complete-profile']) {
      expect(navigationKind(at(path), origin)).toBe('shell');
    }
  });

  it('asks the network first for the visitor pages the server prerenders and the auth pages (the shell when offline)', () => {
    for (const path of ['/', '/login', '/register', '/pricing', '/about', '/auth/callback', '/auth/confirm', '/reset-password', '/homepage']) {
      expect(navigationKind(at(path), origin)).toBe('network');
    }
  });

  it('leaves the API, files and other sites alone', () => {
    for (const path of ['/rest/v1/profiles', '/auth/v1/token', '/storage/v1/object/public/photos/a.jpg', '/functions/v1/ai', '/realtime/v1/websocket', '/robots.txt', '/assets/index-abc.js', '/sw.js', '/manifest.webmanifest']) {
      expect(navigationKind(at(path), origin)).toBe('none');
    }
    expect(navigationKind(at('/home', 'https://elsewhere.test'), origin)).toBe('none');
  });
});

describe('isApiPath', () => {
  it('names every API surface, and no page of the app', () => {
    for (const path of ['/rest/v1/', '/rest/v1', '/auth/v1/user', '/storage/v1/object/x', '/functions/v1/x', '/realtime/v1/websocket']) expect(isApiPath(path)).toBe(true);
    for (const path of ['/auth/callback', '/rest', '/home']) expect(isApiPath(path)).toBe(false);
  });
});

describe('isCachedPhoto', () => {
  it("caches this origin's storage photos and their renditions, as images only", () => {
    expect(isCachedPhoto(at('/storage/v1/object/public/photos/m/1.jpg'), 'image', origin)).toBe(true);
    expect(isCachedPhoto(at('/storage/v1/render/image/public/photos/m/1.jpg?width=400'), 'image', origin)).toBe(true);
  });

  it('never caches private objects, fetches of a photo (uploads, exports), or another origin', () => {
    expect(isCachedPhoto(at('/storage/v1/object/photos/m/1.jpg'), 'image', origin)).toBe(false);
    expect(isCachedPhoto(at('/storage/v1/object/public/photos/m/1.jpg'), '', origin)).toBe(false);
    expect(isCachedPhoto(at('/storage/v1/object/public/photos/m/1.jpg', 'https://cdn.test'), 'image', origin)).toBe(false);
  });
});
