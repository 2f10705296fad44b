// `npm run bench:public`: how fast the public card is for a visitor on a phone (issues #4, #10).
// Builds the app for production (no mock code), serves it with `vite preview` proxied to the
// HTTP mock backend, runs Lighthouse three times (mobile, default simulated throttling) against
// the seeded full card, and prints the medians of the performance and accessibility scores,
// FCP, LCP, TBT and CLS, with the gzip bytes of everything loaded without interaction: from
// the build's manifest (what `npm run size` budgets) and from the scripts and stylesheets
// Lighthouse saw load until the network was idle (the two must agree).
// The edge row (issue #18): the same card through the card renderer on workerd (`edge:preview`),
// three more Lighthouse runs; `--no-edge` skips it.
// Figures go to stdout and /tmp/bench-public.txt. Usage: tsx scripts/bench-public.ts [--no-build] [--no-edge]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { run, servePreviewWithMockApi, start, waitForUrl } from './processes.ts';
import { forbiddenIn, gzipBytes, publicBundle } from './public-bundle.ts';
import { testPort } from './test-ports.ts';

const apiPort = testPort(4327);
const appPort = testPort(4328);
const edgePort = testPort(4329);
const outDir = 'dist-public';
const resultsDir = 'bench-results';
const runs = 3;
const cardPath = '/profile/6650a1f0c0ffee0000000011'; // seeded full card
const cardUrl = `http://127.0.0.1:${appPort}${cardPath}`;
const edgeUrl = `http://127.0.0.1:${edgePort}${cardPath}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Report = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<
    string,
    { numericValue: number; details?: { items?: { url: string; resourceType?: string }[] } }
  >;
};

type Run = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** gzip bytes of the build's JS and CSS files this run loaded. */
  seenJs: number;
  seenCss: number;
};

/** gzip bytes of the build files among `urls` (same-origin /assets/… requests). */
function builtBytes(urls: string[], extension: string): number {
  const files = urls
    .map((url) => new URL(url).pathname)
    .filter((p) => p.startsWith('/assets/') && p.endsWith(extension))
    .map((p) => path.join(outDir, p));
  return gzipBytes([...new Set(files)]);
}

async function lighthouse(i: number, url = cardUrl, name = 'public-card'): Promise<Run> {
  const output = path.join(resultsDir, `${name}-lighthouse-${i}.json`);
  await run(
    'npx',
    [
      'lighthouse',
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      '--quiet',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { CHROME_PATH: chromiumPath() },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const urls = (report.audits['network-requests']?.details?.items ?? []).map((r) => r.url);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcpMs: report.audits['first-contentful-paint']!.numericValue,
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
    seenJs: builtBytes(urls, '.js'),
    seenCss: builtBytes(urls, '.css'),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    await run('npx', [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--manifest',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ]);
  }
  // Never registered in a build without mocks, but a production server would not ship it.
  rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
  const bundle = publicBundle(outDir);
  const forbidden = forbiddenIn(bundle);
  if (forbidden.length)
    throw new Error(`The card's first download includes:\n${forbidden.join('\n')}`);

  mkdirSync(resultsDir, { recursive: true });
  await servePreviewWithMockApi(outDir, apiPort, appPort);
  const probe = await fetch(
    `http://127.0.0.1:${appPort}/api/profile/6650a1f0c0ffee0000000011?count=false`,
  );
  if (!probe.ok) throw new Error(`the preview server does not reach the mock API: ${probe.status}`);

  const results: Run[] = [];
  for (let i = 1; i <= runs; i += 1) results.push(await lighthouse(i));
  const pick = (key: keyof Run) => median(results.map((r) => r[key]));
  const js = gzipBytes(bundle.js);
  const css = gzipBytes(bundle.css);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const lines = [
    `Public card (/profile/{id}), production build, Lighthouse mobile (simulated throttling), median of ${runs} runs`,
    `  performance score   ${pick('performance')}`,
    `  accessibility score ${pick('accessibility')}`,
    `  FCP                 ${Math.round(pick('fcpMs'))} ms`,
    `  LCP                 ${Math.round(pick('lcpMs'))} ms`,
    `  TBT                 ${Math.round(pick('tbtMs'))} ms`,
    `  CLS                 ${pick('cls').toFixed(3)}`,
    `Loaded without interaction (gzip, budget 90 kB JS / 15 kB CSS): JS ${kb(js)} (${bundle.js.length} files; ${kb(gzipBytes(bundle.afterJs))} of it loaded after the card), CSS ${kb(css)}`,
    `Seen by Lighthouse until network idle (gzip, median): JS ${kb(pick('seenJs'))}, CSS ${kb(pick('seenCss'))}`,
    `Runs: ${results.map((r) => `perf ${r.performance} / a11y ${r.accessibility} / FCP ${Math.round(r.fcpMs)} / LCP ${Math.round(r.lcpMs)} / TBT ${Math.round(r.tbtMs)} / CLS ${r.cls.toFixed(3)}`).join('; ')}`,
  ];
  if (!process.argv.includes('--no-edge')) lines.push(...(await edgeRow()));
  console.log(lines.join('\n'));
  writeFileSync('/tmp/bench-public.txt', `${lines.join('\n')}\n`);
}

/**
 * The card through the card renderer on workerd (issue #18): the app and the renderer built by
 * scripts/edge-build.ts (dist/, dist-edge/), `wrangler dev` against the same mock API.
 */
async function edgeRow(): Promise<string[]> {
  await run('npx', ['tsx', 'scripts/edge-build.ts']);
  start('npx', ['tsx', 'scripts/edge-preview.ts', '--no-build'], {
    PORT: String(edgePort),
    API_TARGET: `http://127.0.0.1:${apiPort}`,
  });
  await waitForUrl(`http://127.0.0.1:${edgePort}/default-logo.svg`, 120_000);
  const results: Run[] = [];
  for (let i = 1; i <= runs; i += 1) results.push(await lighthouse(i, edgeUrl, 'edge-card'));
  const pick = (key: keyof Run) => median(results.map((r) => r[key]));
  return [
    `Edge (card renderer on workerd, npm run edge:preview), Lighthouse mobile, median of ${runs} runs`,
    `  performance ${pick('performance')}, accessibility ${pick('accessibility')}, FCP ${Math.round(pick('fcpMs'))} ms, LCP ${Math.round(pick('lcpMs'))} ms, TBT ${Math.round(pick('tbtMs'))} ms, CLS ${pick('cls').toFixed(3)}`,
    `Edge runs: ${results.map((r) => `perf ${r.performance} / FCP ${Math.round(r.fcpMs)} / LCP ${Math.round(r.lcpMs)} / TBT ${Math.round(r.tbtMs)} / CLS ${r.cls.toFixed(3)}`).join('; ')}`,
  ];
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
