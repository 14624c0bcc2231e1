import { routeFiles, type BuiltChunk } from './route-chunks';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null, isEntry = false): BuiltChunk => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

const bundle: BuiltChunk[] = [
  chunk('assets/index.js', ['assets/react.js', 'assets/mui.js'], '/app/src/app/entrypoint/main.tsx', true),
  chunk('assets/react.js'),
  chunk('assets/mui.js'),
  chunk('assets/landing.js', ['assets/mui.js', 'assets/icons.js'], '/app/src/pages/landing/index.ts'),
  chunk('assets/icons.js'),
  chunk('assets/frame.js', ['assets/api.js', 'assets/mui.js'], '/app/src/app/layouts/ProtectedLayout.tsx'),
  chunk('assets/api.js', ['assets/rtk.js']),
  chunk('assets/rtk.js'),
  chunk('assets/home.js', ['assets/api.js', 'assets/cards.js'], '/app/src/pages/home/index.ts'),
  chunk('assets/cards.js'),
];

describe('routeFiles', () => {
  it("lists a page's chunk and what it imports, dependencies first, leaving out what the entry already loads", () => {
    expect(routeFiles(bundle, ['src/pages/landing/index.ts'])).toEqual(['/assets/icons.js', '/assets/landing.js']);
  });

  it('takes several modules (the signed-in frame, then the page) without repeating a shared chunk', () => {
    expect(routeFiles(bundle, ['src/app/layouts/ProtectedLayout.tsx', 'src/pages/home/index.ts'])).toEqual([
      '/assets/rtk.js',
      '/assets/api.js',
      '/assets/frame.js',
      '/assets/cards.js',
      '/assets/home.js',
    ]);
  });

  it('fails the build when a page is no longer a chunk of its own, rather than preload nothing', () => {
    expect(() => routeFiles(bundle, ['src/pages/gone/index.ts'])).toThrow(/no chunk for src\/pages\/gone/);
  });
});
