import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { preloadRoute, routeModules, routePreloads } from './route-modules';
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
  ])('%s starts %j', (pathname, expected) => {
    const called = spyModules();
    void preloadRoute(pathname);
    expect(called).toEqual(expected);
  });
});
