// @vitest-environment node
import type { Connect, Rollup } from 'vite';
import { expect, test } from 'vitest';
import { brand } from '../src/config/brand';
import { authCopy } from '../src/features/auth/auth-copy';
import { pageDocument, serveDocuments, withPreloads, withShell } from './card-document';

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
  const links = card?.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(links).toHaveLength(3);
  expect(links.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
});

test("index.html preloads the app entry's chunks and none of the card's", () => {
  const app = withPreloads(html, bundle, '/src/app-entry.tsx', 'app');
  expect(preloads(app)).toEqual(['/assets/app-entry.js', '/assets/react.js', '/assets/router.js']);
  expect(app).toContain('data-page="app"');
});

test('a page document shows its shell with its texts and preloads nothing', () => {
  const shell =
    '<html lang="en" data-page="app">\n  <head>\n  </head>\n<h2 data-shell-text="title"></h2></html>';
  const login = pageDocument(shell, 'sign-in', authCopy.login);
  expect(login).toContain('data-page="sign-in"');
  expect(login).toContain(`<h2 data-shell-text="title">${authCopy.login.title}</h2>`);
  expect(preloads(login)).toEqual([]);
  expect(pageDocument(shell, 'dashboard')).toContain('data-page="dashboard"');
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
  ['/login', '/login.html'],
  ['/register/?next=1', '/register.html?next=1'],
  ['/forgot-password', '/forgot-password.html'],
  ['/dashboard', '/dashboard.html'],
  ['/dashboard/my-profiles/6650a1f0c0ffee0000000011', '/dashboard.html'],
  ['/dashboards', '/dashboards'],
  ['/reset-password/token', '/reset-password/token'],
  ['/assets/profile.js', '/assets/profile.js'],
])('vite preview answers %s with %s', (url, served) => {
  const req = { method: 'GET', url } as Connect.IncomingMessage;
  let called = false;
  serveDocuments(req, { setHeader: () => undefined } as never, () => (called = true));
  expect(req.url).toBe(served);
  expect(called).toBe(true);
});

test("withShell fills index.html's shell texts, escaped, and leaves the others empty", () => {
  const shell =
    '<p data-shell-text="product"></p><p data-shell-text="title"></p>' +
    '<p data-shell-text="description"></p><p data-shell-text="dashboard"></p>';
  expect(withShell(shell, authCopy.login)).toBe(
    `<p data-shell-text="product">${brand.productName}</p>` +
      `<p data-shell-text="title">${authCopy.login.title}</p>` +
      `<p data-shell-text="description">${authCopy.login.description}</p>` +
      `<p data-shell-text="dashboard">${brand.productName} Dashboard</p>`,
  );
  expect(withShell(shell, { title: '<b>&', description: '' })).toContain(
    'data-shell-text="title">&lt;b&gt;&amp;</p>',
  );
  expect(withShell(shell)).toContain('data-shell-text="title"></p>');
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

test("profile.html goes without the owner pages' frames; the app's documents keep them", () => {
  const shells =
    '<html lang="en" data-page="app">\n  <head>\n    <style>a{}</style>\n' +
    "    <!-- The owner pages' frames (sign-in, dashboard): profile.html goes without them. -->\n" +
    '    <style data-app-shells>.shell-sign-in{}</style>\n  </head>\n  <body>\n' +
    '      <div class="app-boot"></div>\n      <!-- app shells -->\n' +
    '      <div class="shell-sign-in"></div>\n      <!-- /app shells -->\n' +
    '      <div class="boot"></div>\n  </body>\n</html>';
  const card = withPreloads(shells, bundle, '/src/features/public-card/card-entry.tsx', 'card')!;
  expect(card).not.toMatch(/shell-sign-in|data-app-shells/);
  expect(card).toContain('<div class="boot"></div>');
  expect(card).toContain('<style>a{}</style>');
  const app = withPreloads(shells, bundle, '/src/app-entry.tsx', 'app')!;
  expect(app).toContain('<div class="shell-sign-in"></div>');
  expect(app).toContain('<style data-app-shells>');
});
