import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { testPort } from '../scripts/test-ports.ts';
import { expect, test } from './fixtures';

/**
 * Random but contract-valid data: the app's real network path, with every /api call
 * answered by Prism in dynamic mode (several seeds). The session check is bent to the role
 * under test; everything else is Prism's. Every route must render without an uncaught error,
 * a blank screen or the router's error screen.
 */
const seeds = ['tapcard-1', 'tapcard-2', 'tapcard-3'];
const basePort = testPort(4031);
const prisms: ChildProcess[] = [];
let visits = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const [i, seed] of seeds.entries()) {
    const child = spawn(
      'npx',
      [
        'prism',
        'mock',
        'openapi/openapi.yaml',
        '--dynamic',
        '--seed',
        seed,
        '--port',
        String(basePort + i),
        '-v',
        'error',
      ],
      {
        stdio: 'ignore',
        detached: true,
      },
    );
    prisms.push(child);
  }
  for (const i of seeds.keys()) {
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${basePort + i}/api/profile/x`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  }
});

test.afterAll(() => {
  for (const child of prisms) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  console.log(`Prism dynamic data: ${visits} route visits without an error.`);
});

type Role = 'admin' | 'owner' | 'visitor';

async function answerFromPrism(page: Page, port: number, role: Role) {
  // A card may be a redirect card: Prism makes up an http(s) `redirectUrl` from the contract's
  // pattern, and the page hands the visitor over to it. Nothing off this machine answers, so a
  // stand-in page does; what is checked is that the visit ends on a page, not on an error.
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<main>The card redirected here.</main>' }),
  );
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname === '/api/user/check-auth' && role === 'visitor') {
        await route.fulfill({ status: 401, json: { success: false, message: 'Please login.' } });
        return;
      }
      const response = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
        method: request.method(),
        headers: {
          Cookie: 'session=x',
          'Content-Type': request.headers()['content-type'] ?? 'application/json',
        },
        body: request.postData() ?? undefined,
      });
      const json = (await response.json()) as {
        data?: { user?: { isVerified: boolean; isAdmin: boolean } };
      };
      if (json.data?.user)
        Object.assign(json.data.user, { isVerified: true, isAdmin: role === 'admin' });
      await route.fulfill({ status: response.status, json });
    },
  );
}

const routes: Record<Role, string[]> = {
  visitor: [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/abc',
    '/profile/p1',
    '/profile/p1?count=false',
    '/nowhere',
  ],
  owner: [
    '/dashboard/my-profiles',
    '/dashboard/my-profiles/p1',
    '/dashboard/my-account',
    '/profile/p1',
    '/access-denied',
    '/error',
  ],
  admin: [
    '/dashboard/my-profiles',
    '/dashboard/all-profiles',
    '/dashboard/all-profiles/p1',
    '/dashboard/create-profile',
    '/dashboard/my-account',
    '/profile/p1',
  ],
};

for (const [i, seed] of seeds.entries()) {
  for (const role of ['visitor', 'owner', 'admin'] as const) {
    test(`every ${role} route renders on Prism dynamic data, seed ${seed} @prod`, async ({
      page,
    }) => {
      await answerFromPrism(page, basePort + i, role);
      for (const path of routes[role]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const main = page.locator('main');
        await expect(main, `${path} is not blank`).not.toBeEmpty();
        const text = await page.locator('body').innerText();
        expect(text.trim().length, `${path} shows something`).toBeGreaterThan(0);
        if (!['/error'].includes(path)) {
          expect(text, `${path} did not reach an error screen`).not.toContain(
            'Something went wrong !',
          );
        }
        visits += 1;
      }
    });
  }
}
