// `npm run bench:public`: how fast the public card is for a visitor on a phone (issue #4).
// Builds the app for production (no mock code), serves it with `vite preview` proxied to the
// HTTP mock backend, runs Lighthouse three times (mobile, default simulated throttling) against
// the seeded full card, and prints the medians of the performance and accessibility scores,
// LCP, TBT and CLS, with the gzip bytes of the card's first download (JS and CSS).
// Figures go to stdout and /tmp/bench-public.txt. Usage: tsx scripts/bench-public.ts [--no-build]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { run, servePreviewWithMockApi } from './processes.ts';
import { forbiddenIn, gzipBytes, publicBundle } from './public-bundle.ts';
import { testPort } from './test-ports.ts';

const apiPort = testPort(4327);
const appPort = testPort(4328);
const outDir = 'dist-public';
const resultsDir = 'bench-results';
const runs = 3;
const cardUrl = `http://127.0.0.1:${appPort}/profile/6650a1f0c0ffee0000000011`; // seeded full card

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Report = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue: number }>;
};

type Run = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

async function lighthouse(i: number): Promise<Run> {
  const output = path.join(resultsDir, `public-card-lighthouse-${i}.json`);
  await run(
    'npx',
    [
      'lighthouse',
      cardUrl,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      '--quiet',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { CHROME_PATH: chromiumPath() },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
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
    `  LCP                 ${Math.round(pick('lcpMs'))} ms`,
    `  TBT                 ${Math.round(pick('tbtMs'))} ms`,
    `  CLS                 ${pick('cls').toFixed(3)}`,
    `First download (gzip): JS ${kb(js)} (${bundle.js.length} files; ${kb(gzipBytes(bundle.routeJs))} of it is the card on top of the app shell), CSS ${kb(css)}, total ${kb(js + css)}`,
    `Runs: ${results.map((r) => `perf ${r.performance} / a11y ${r.accessibility} / LCP ${Math.round(r.lcpMs)} / TBT ${Math.round(r.tbtMs)} / CLS ${r.cls.toFixed(3)}`).join('; ')}`,
  ];
  console.log(lines.join('\n'));
  writeFileSync('/tmp/bench-public.txt', `${lines.join('\n')}\n`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
