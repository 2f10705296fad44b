// @vitest-environment node
import type { Connect, Rollup } from 'vite';
import { expect, test } from 'vitest';
import { serveDocuments, withPreloads } from './card-document';

const chunk = (fileName: string, imports: string[], extra: object = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as never;

const bundle: Rollup.OutputBundle = {
  'assets/index.js': chunk('assets/index.js', [], { isEntry: true }),
  'assets/card-entry.js': chunk('assets/card-entry.js', ['assets/card-a.js', 'assets/index.js'], {
    facadeModuleId: '/repo/src/features/public-card/card-entry.tsx',
  }),
  'assets/card-a.js': chunk('assets/card-a.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/app-entry.js': chunk('assets/app-entry.js', ['assets/react.js', 'assets/router.js'], {
    facadeModuleId: '/repo/src/app-entry.tsx',
  }),
  'assets/router.js': chunk('assets/router.js', []),
};
const html = '<html lang="en" data-page="app">\n  <head>\n  </head>\n</html>';
const preloads = (doc: string | undefined) =>
  [...(doc ?? '').matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

test("profile.html preloads the card entry's chunk and its imports, not the page entry", () => {
  const card = withPreloads(html, bundle, '/src/features/public-card/card-entry.tsx', 'card');
  expect(preloads(card)).toEqual([
    '/assets/card-entry.js',
    '/assets/card-a.js',
    '/assets/react.js',
  ]);
  expect(card).toContain('data-page="card"');
});

test("index.html preloads the app entry's chunks and none of the card's", () => {
  const app = withPreloads(html, bundle, '/src/app-entry.tsx', 'app');
  expect(preloads(app)).toEqual(['/assets/app-entry.js', '/assets/react.js', '/assets/router.js']);
  expect(app).toContain('data-page="app"');
});

test('a bundle without the entry, or HTML not shaped like index.html, gets no document', () => {
  expect(withPreloads(html, {}, '/src/app-entry.tsx', 'app')).toBeUndefined();
  expect(withPreloads('<html>', bundle, '/src/app-entry.tsx', 'app')).toBeUndefined();
});

test.each([
  ['/profile/6650a1f0c0ffee0000000011', '/profile.html'],
  ['/profile/6650a1f0c0ffee0000000011/', '/profile.html'],
  ['/profile/6650a1f0c0ffee0000000011?count=false', '/profile.html'],
  ['/profile/x/extra', '/profile/x/extra'],
  ['/login', '/login'],
  ['/register/?next=1', '/register/?next=1'],
  [
    '/dashboard/my-profiles/6650a1f0c0ffee0000000011',
    '/dashboard/my-profiles/6650a1f0c0ffee0000000011',
  ],
  ['/profiles/6650a1f0c0ffee0000000011', '/profiles/6650a1f0c0ffee0000000011'],
  ['/reset-password/token', '/reset-password/token'],
  ['/assets/profile.js', '/assets/profile.js'],
])('vite preview answers %s with %s', (url, served) => {
  const req = { method: 'GET', url } as Connect.IncomingMessage;
  let called = false;
  serveDocuments(req, { setHeader: () => undefined } as never, () => (called = true));
  expect(req.url).toBe(served);
  expect(called).toBe(true);
});

test('vite preview caches /assets/* as deploy/ does, and nothing else', () => {
  const headers = (url: string) => {
    const set: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (set[name] = value) };
    serveDocuments({ method: 'GET', url } as Connect.IncomingMessage, res as never, () => {});
    return set;
  };
  expect(headers('/assets/react-abc.js')).toEqual({
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  expect(headers('/login')).toEqual({});
  expect(headers('/profile/6650a1f0c0ffee0000000011')).toEqual({});
});
