import type { BrowserContext, Page } from '@playwright/test';
import { accounts, cards, expect, login, test } from './fixtures';

/**
 * The first screen of the owner's pages (issue #20, docs/decisions/0013): the production build
 * answers the sign-in pages and the dashboard with documents that paint the page's frame
 * before any script has run (build/card-document.ts), and the app then draws the same texts in
 * the same boxes, so the page's largest text is on screen from the HTML and nothing jumps.
 * A path without a document of its own gets the frame from the dispatcher instead.
 */

/** The page's text's box, rounded to whole pixels (sub-pixel layout differs by nothing visible). */
async function box(page: Page, text: string) {
  const found = await page.getByText(text, { exact: true }).first().boundingBox();
  expect(found, `${text} has a box`).not.toBeNull();
  const { x, y, width, height } = found!;
  return [x, y, width, height].map(Math.round);
}

/**
 * Opens `path` in a page of its own with every script held back (never answered): the boxes of
 * `texts` as the HTML alone paints them. The page is closed after, so its held requests do not
 * take the connections the next load needs.
 */
async function htmlAlone(context: BrowserContext, path: string, texts: string[]) {
  const page = await context.newPage();
  await page.route(/\.js$/, () => undefined);
  await page.goto(path, { waitUntil: 'commit' });
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
  const boxes = [];
  for (const text of texts) boxes.push(await box(page, text));
  await page.close();
  return boxes;
}

const signInPages = [
  { path: '/login', heading: 'Login', line: 'Welcome back. Log in to manage your cards.' },
  {
    path: '/register',
    heading: 'Create an Account',
    line: 'Register to create and manage your digital cards.',
  },
  {
    path: '/forgot-password',
    heading: 'Forgot Password ?',
    line: 'No worries. We will send you a password reset link.',
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const { path, heading, line } of signInPages) {
      test(`${path} paints its card from the HTML, where the page then draws it @prod`, async ({
        page,
        context,
      }) => {
        const before = await htmlAlone(context, path, [heading, line]);

        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.getByLabel('Email')).toBeEditable();
        expect([await box(page, heading), await box(page, line)]).toEqual(before);
      });
    }

    test("the dashboard paints its frame and 'Welcome back!' from the HTML, where the page then draws them @prod", async ({
      page,
      context,
    }) => {
      await login(page, accounts.owner);
      await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
      const before = await htmlAlone(context, '/dashboard/my-profiles', [
        'Welcome back!',
        'Tapcard Dashboard',
      ]);

      await page.goto('/dashboard/my-profiles');
      await expect(page.getByText(accounts.owner.email, { exact: false })).toBeVisible();
      const welcome = page.getByRole('heading', { name: 'Welcome back!' });
      await expect(welcome).toBeVisible();
      expect([await box(page, 'Welcome back!'), await box(page, 'Tapcard Dashboard')]).toEqual(
        before,
      );
    });
  });
}

test('a sign-in path without a document of its own gets its frame from the dispatcher @prod', async ({
  page,
}) => {
  // The app's code never arrives (held back): the dispatcher and the route table run.
  await page.route(/\/assets\/app-entry-[^/]*\.js$/, () => undefined);
  await page.goto('/reset-password/some-token');
  await expect(page.getByText('Choose a new password for your account.')).toBeVisible();
  await expect(page.getByText('Reset Password', { exact: true })).toBeVisible();
});

test("a page's document starts no script, style or call but the dispatcher before its first screen is painted @prod", async ({
  page,
}) => {
  // Lighthouse's simulation puts every request that ended before that paint on the path to the
  // LCP (docs/decisions/0013): the app's chunks and calls start after it (src/main.tsx).
  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/dashboard/my-profiles', 'Login'], // logged out: the dashboard's document, then /login
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const { painted, before, paint } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      // Scripts, styles and API calls (the HTML's own icon and images load as any page's do).
      const resources = performance
        .getEntriesByType('resource')
        .filter((r) => /\.(js|css)$|^\/api\//.test(new URL(r.name).pathname));
      return {
        painted: paint !== undefined,
        before: resources
          .filter((r) => paint === undefined || r.startTime < paint)
          .map((r) => `${new URL(r.name).pathname} at ${Math.round(r.startTime)} ms`),
        paint,
      };
    });
    expect(painted, `${path} has a first contentful paint`).toBe(true);
    expect(before, `${path}, painted at ${paint} ms`).toEqual([
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js at /),
    ]);
  }
});

test('a deep link opens its page on every load, however soon its route modules arrive @prod', async ({
  page,
  context,
}) => {
  // The dispatcher starts the route's modules, so they often resolve while the app's first
  // render is under way: a router subscriber attached before RouterProvider mounted then left
  // the page on the router's fallback spinner for good, on about every third load
  // (remix-run/react-router#15527; src/app/router.tsx). Twelve loads, new pages, warm caches.
  await login(page, accounts.owner);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  for (let load = 1; load <= 12; load += 1) {
    const fresh = await context.newPage();
    await fresh.goto(`/dashboard/my-profiles/${cards.full}`);
    await expect(fresh.getByRole('tab', { name: 'General' }), `load ${load}`).toBeVisible();
    await fresh.close();
  }
});
