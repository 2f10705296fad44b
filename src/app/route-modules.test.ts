import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { withShell } from '../../build/card-document';
import { brand } from '@/config/brand';
import { authCopy } from '@/features/auth/auth-copy';
import { paintFirstScreen, preloadRoute, routeModules, routePreloads } from './route-modules';
import { routes } from './router';

type Name = keyof typeof routeModules;

/** Spies on every route module thunk (calling through); returns the names called, in order. */
function spyModules(): Name[] {
  const called: Name[] = [];
  for (const name of Object.keys(routeModules) as Name[]) {
    const load = routeModules[name];
    vi.spyOn(routeModules, name).mockImplementation((() => {
      called.push(name);
      return load();
    }) as never);
  }
  return called;
}

afterEach(() => vi.restoreAllMocks());

/** Every page route of the router with a lazy module: its full path and its ancestors' routes. */
function pages(
  list: RouteObject[],
  parents: RouteObject[] = [],
  base = '',
): [string, RouteObject[]][] {
  return list.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const chain = [...parents, route];
    const own: [string, RouteObject[]][] =
      route.path && route.lazy && !route.children ? [[path, chain]] : [];
    return [...own, ...pages(route.children ?? [], chain, path)];
  });
}

describe('routePreloads follows the router', () => {
  const statusOrHandover = /^\/(error|access-denied|\*|profile\/:profileId)$/;
  const pageRoutes = pages(routes).filter(([path]) => !statusOrHandover.test(path));

  test('it lists every page the router loads lazily, and nothing else', () => {
    expect(routePreloads.map(([path]) => path).sort()).toEqual(
      pageRoutes.map(([path]) => path).sort(),
    );
  });

  test.each(pageRoutes.map(([path, chain]) => [path, chain] as const))(
    '%s: the modules its routes load are the ones preloaded',
    async (path, chain) => {
      const called = spyModules();
      for (const route of chain) if (typeof route.lazy === 'function') await route.lazy();
      const preloaded = routePreloads.find(([p]) => p === path)?.[1];
      expect([...new Set(called)].sort()).toEqual([...(preloaded ?? [])].sort());
    },
  );
});

describe('preloadRoute', () => {
  test.each([
    ['/login', ['login']],
    ['/login/', ['login']],
    [
      '/dashboard/my-profiles/6650a1f0c0ffee0000000011',
      ['dashboardStyles', 'dashboardLayout', 'editor'],
    ],
    ['/reset-password/abc', ['resetPassword']],
    ['/nowhere', []],
    ['/dashboard/my-profiles/a/b', []],
  ])('%s starts %j, each in a task of its own', async (pathname, expected) => {
    const called = spyModules();
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    void preloadRoute(pathname);
    expect(called).toEqual([]);
    expect(tasks).toHaveBeenCalledTimes(expected.length);
    tasks.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(called).toEqual(expected);
  });
});

describe('paintFirstScreen', () => {
  /** index.html as served (or a document built from it, `data-page` set), as the browser parses it. */
  const documentAt = (page = 'app') =>
    new DOMParser().parseFromString(
      withShell(indexHtml).replace('data-page="app"', `data-page="${page}"`),
      'text/html',
    );
  const texts = (doc: Document) =>
    Object.fromEntries(
      [...doc.querySelectorAll('[data-shell-text]')].map((node) => [
        node.getAttribute('data-shell-text'),
        node.textContent,
      ]),
    );

  test.each([
    ['/login', authCopy.login],
    ['/register/', authCopy.register],
    ['/forgot-password', authCopy.forgotPassword],
    ['/reset-password/some-token', authCopy.resetPassword],
  ])('%s paints the sign-in card with its heading and line', (path, copy) => {
    const doc = documentAt();
    expect(paintFirstScreen(path, doc)).toBe('sign-in');
    expect(doc.documentElement.dataset.page).toBe('sign-in');
    expect(texts(doc)).toMatchObject({ product: brand.productName, ...copy });
  });

  test.each(['/dashboard/my-profiles', `/dashboard/my-profiles/abc`, '/dashboard/create-profile'])(
    '%s paints the dashboard frame',
    (path) => {
      const doc = documentAt();
      expect(paintFirstScreen(path, doc)).toBe('dashboard');
      expect(texts(doc)).toMatchObject({ dashboard: `${brand.productName} Dashboard` });
      expect(doc.querySelector('.shell-dashboard')?.textContent).toContain('Welcome back!');
    },
  );

  test('a page without a frame keeps the spinner; a card document gives way to it', () => {
    for (const path of ['/verify-email', '/', '/no-such-page']) {
      expect(paintFirstScreen(path, documentAt())).toBe('app');
      expect(paintFirstScreen(path, documentAt('card'))).toBe('app');
    }
    expect(paintFirstScreen('/login', documentAt('card'))).toBe('sign-in');
  });

  test("a page's own document keeps its frame where the table has none (/dashboard redirects)", () => {
    const doc = documentAt('dashboard');
    expect(paintFirstScreen('/dashboard', doc)).toBe('dashboard');
  });

  test('the texts are text, never markup', () => {
    const doc = documentAt();
    paintFirstScreen('/login', doc);
    expect(doc.querySelector('[data-shell-text="title"]')?.children).toHaveLength(0);
  });
});
