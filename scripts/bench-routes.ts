// `npm run bench:routes` (issue #20): how fast the owner's pages are, measured the way
// `bench:public` measures the card. Builds the app for production (dist-public, as
// `npm run size` does), serves it with `vite preview` proxied to the HTTP mock backend, and runs
// Lighthouse three times (mobile, default simulated throttling) on /login, /register,
// /forgot-password, My Profiles and the editor of a seeded card (as the owner) and All Profiles
// (as the admin): the dashboard runs send the session cookie of a login through the mock API.
// Every run must have measured the page asked for (not /login). Prints per route the medians of
// the performance and accessibility scores, FCP, LCP, TBT and CLS, the gzip bytes of JS and CSS
// Lighthouse saw load until the network was idle beside the manifest's bytes of the route's
// first visit (what `npm run size` budgets), and every run; then the manifest's bytes of every
// route. Figures go to stdout and /tmp/bench-routes.txt (medians also to /tmp/bench-routes.json,
// for scripts/bench.ts).
// Usage: tsx scripts/bench-routes.ts [--no-build] [--bytes]
//   --bytes     the byte table alone (no server, no browser: a few seconds after the build)
//   --no-build  measure the build already in dist-public
import { writeFileSync } from 'node:fs';
import { seedAccounts, seedIds } from '../mocks/store.ts';
import {
  benchBuild,
  describeRuns,
  lighthouseRuns,
  medianRun,
  type LighthouseRun,
} from './lighthouse.ts';
import { runMain, servePreviewWithMockApi } from './processes.ts';
import { kB } from './public-bundle.ts';
import { routeSizes, type RouteSize } from './route-sizes.ts';
import { testPort } from './test-ports.ts';

const apiPort = testPort(4337);
const appPort = testPort(4338);
const app = `http://127.0.0.1:${appPort}`;
const outDir = 'dist-public';
const runs = 3;

/** A page Lighthouse measures: its route (as in scripts/route-sizes.ts), path and account. */
type Visit = { route: string; path: string; account?: keyof typeof seedAccounts };
const visits: Visit[] = [
  { route: '/login', path: '/login' },
  { route: '/register', path: '/register' },
  { route: '/forgot-password', path: '/forgot-password' },
  { route: '/dashboard/my-profiles', path: '/dashboard/my-profiles', account: 'owner' },
  {
    route: '/dashboard/my-profiles/{id}',
    path: `/dashboard/my-profiles/${seedIds.fullCard}`,
    account: 'owner',
  },
  { route: '/dashboard/all-profiles', path: '/dashboard/all-profiles', account: 'admin' },
];

/** One route's medians and manifest bytes, as /tmp/bench-routes.json holds them. */
export type RouteBench = { route: string; median: LighthouseRun; manifest: RouteSize };

/** Columns padded to their widest cell; the first left-aligned, the others right-aligned. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
}

/** The manifest's bytes of every route's first visit, one row a route. */
function bytesTable(sizes: RouteSize[]): string[] {
  return table([
    ['route', 'JS gzip', 'CSS gzip'],
    ...sizes.map((s) => [s.route, kB(s.js), kB(s.css)]),
  ]);
}

/**
 * The session cookie of a seeded account, from a login through the preview server with the
 * headers the app's own request has: behind the proxy the mock sees the app's `Origin` as
 * another origin and accepts the call for its `Sec-Fetch-Site: same-origin`.
 */
async function sessionCookie(account: keyof typeof seedAccounts): Promise<string> {
  const response = await fetch(`${app}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app, 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(seedAccounts[account]),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie)
    throw new Error(`${account} login failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function main() {
  if (!process.argv.includes('--no-build')) await benchBuild(outDir);
  const sizes = routeSizes(outDir);
  const bytesHeading = `First visit of every route, from the manifest of ${outDir} (gzip, kB of 1000 bytes; budgets in .size-limit.mjs)`;
  if (process.argv.includes('--bytes')) {
    console.log([bytesHeading, ...bytesTable(sizes)].join('\n'));
    return;
  }

  await servePreviewWithMockApi(outDir, apiPort, appPort);
  const cookies = new Map<string, string>();
  const results: RouteBench[] = [];
  const runLines: string[] = [];
  for (const visit of visits) {
    const { account } = visit;
    if (account && !cookies.has(account)) cookies.set(account, await sessionCookie(account));
    const measured = await lighthouseRuns(
      {
        url: `${app}${visit.path}`,
        name: ['route', ...visit.route.split(/[^a-z]+/).filter(Boolean)].join('-'),
        dist: outDir,
        headers: account ? { Cookie: cookies.get(account)! } : undefined,
      },
      runs,
    );
    const manifest = sizes.find((s) => s.route === visit.route);
    if (!manifest) throw new Error(`${visit.route} is not in scripts/route-sizes.ts`);
    results.push({ route: visit.route, median: medianRun(measured), manifest });
    runLines.push(`  ${visit.route}: ${describeRuns(measured)}`);
  }

  const ms = (value: number) => String(Math.round(value));
  const lines = [
    `Owner's pages, production build, Lighthouse mobile (simulated throttling), median of ${runs} runs (dashboard pages signed in: owner; All Profiles: admin)`,
    ...table([
      [
        'route',
        'perf',
        'a11y',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS seen',
        'manifest',
        'CSS seen',
        'manifest',
      ],
      ...results.map(({ route, median: m, manifest }) => [
        route,
        String(m.performance),
        String(m.accessibility),
        ms(m.fcpMs),
        ms(m.lcpMs),
        ms(m.tbtMs),
        m.cls.toFixed(3),
        kB(m.seenJs),
        kB(manifest.js),
        kB(m.seenCss),
        kB(manifest.css),
      ]),
    ]),
    'seen = gzip bytes of the JS and CSS Lighthouse saw load until network idle; manifest = the route’s first visit in the build (what npm run size budgets)',
    'Runs:',
    ...runLines,
    '',
    bytesHeading,
    ...bytesTable(sizes),
  ];
  console.log(lines.join('\n'));
  writeFileSync('/tmp/bench-routes.txt', `${lines.join('\n')}\n`);
  writeFileSync('/tmp/bench-routes.json', `${JSON.stringify(results, null, 2)}\n`);
}

runMain(main);
