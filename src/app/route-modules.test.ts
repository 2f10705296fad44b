import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { pages, type Page } from '@/config/routes';
import {
  PublicOnlyRoute,
  RequireAdmin,
  RequireCapability,
  RequireVerified,
  VerifyEmailRoute,
} from './guards';
import { pageAt } from './early-start';
import { loadModule, modulesOf } from './route-modules';
import { routes } from './router';

/** A path of `page` (its parameters filled in). */
const examplePath = (page: Page) =>
  page.path.replace(/:\w+/g, '6650a1f0c0ffee0000000011').replace('/*', '/no-such-page');

/** The guard components the router puts above a page of each guard (and then its capability's). */
const guardElements = {
  none: [],
  'public-only': [PublicOnlyRoute],
  'verify-email': [VerifyEmailRoute],
  verified: [RequireVerified],
  admin: [RequireVerified, RequireAdmin],
};

describe.each(pages.map((page) => [page.path, page] as const))(
  'the router serves %s from the route table',
  (_, page) => {
    const chain = matchRoutes(routes, examplePath(page))?.map((m) => m.route) ?? [];

    test('under its guard, with the component of its module', async () => {
      // The elements between the app's layout (the first) and the page: its guards.
      const elements = chain.slice(1).flatMap((route) => {
        const element = route.element;
        return isValidElement<{ capability?: string }>(element) ? [element] : [];
      });
      expect(elements.map((e) => e.type)).toEqual([
        ...guardElements[page.guard],
        ...(page.capability ? [RequireCapability] : []),
      ]);
      const capability = elements.find((e) => e.type === RequireCapability)?.props.capability;
      expect(capability).toBe(page.capability);
      const last = chain.at(-1);
      expect(typeof last?.lazy).toBe('function');
      const loaded = await (last!.lazy as () => Promise<RouteObject>)();
      expect(loaded.Component).toBe((await loadModule(page.module))[page.component]);
    });

    test('the early start loads every module its routes load', async () => {
      await Promise.all(modulesOf(page).map(loadModule)); // each a route module
      const lazies = chain.filter((route) => typeof route.lazy === 'function');
      expect(lazies).toHaveLength(modulesOf(page).length);
    });
  },
);

test.each([
  ['/login', '/login'],
  ['/login/', '/login'],
  ['/dashboard/my-profiles/6650a1f0c0ffee0000000011', '/dashboard/my-profiles/:profileId'],
  ['/reset-password/abc', '/reset-password/:resetToken'],
  ['/nowhere', undefined],
  ['/dashboard/my-profiles/a/b', undefined],
])('the early start finds the page of %s: %s', (pathname, path) => {
  expect(pageAt(pathname)?.path).toBe(path);
});

test('a file that is not a route module is refused', async () => {
  await expect(loadModule('src/main.tsx')).rejects.toThrow(/not a route module/);
});
